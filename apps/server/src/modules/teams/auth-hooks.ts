import { isImageKey } from "@escouade/contracts/media";
import { ASSIGNABLE_TEAM_ROLES, isTeamRole } from "@escouade/contracts/team-roles";
import { teamNameSchema } from "@escouade/contracts/teams";
import type { OrganizationOptions } from "better-auth/plugins";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization as organizationTable, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { notifyUsers } from "../notifications/service.ts";
import { leaderIds, membershipOf, playerCard, teamSummary } from "./access.ts";
import { withdrawPendingRequests } from "./join.ts";
import { createDefaultTeamProfile, freeSlug, isTeamNameTaken } from "./team-profile.ts";
import { requireOwnUploads } from "../media/service.ts";

export type TeamAuthHooks = NonNullable<OrganizationOptions["organizationHooks"]>;

function validName(name: unknown): string {
  const parsed = teamNameSchema.safeParse(name);
  if (!parsed.success) throw new AppError("VALIDATION_FAILED");
  return parsed.data;
}

function checkLogo(logo: unknown) {
  if (logo !== undefined && logo !== null && !isImageKey(logo)) throw new AppError("VALIDATION_FAILED");
}

/** The single role a leader may give through the auth API: admin or member, never owner, never a list. */
function assignableRole(role: string): boolean {
  return (ASSIGNABLE_TEAM_ROLES as readonly string[]).includes(role);
}

/**
 * The rules of teams on better-auth's own /organization/* endpoints, so its API cannot do what our
 * procedures refuse: one team per player, valid and unique names with our slugs, a team profile
 * for every team, exactly one owner (ownership moves only through transferOwnership). They throw
 * AppErrors; auth/auth.ts turns them into better-auth errors carrying the same codes.
 */
function organizationHooks(db: Db): TeamAuthHooks {
  return {
    async beforeCreateOrganization({ organization, user: creator }) {
      if (creator.infoFilled !== true) throw new AppError("PROFILE_NOT_FILLED");
      const name = validName(organization.name);
      checkLogo(organization.logo);
      await requireOwnUploads(db, creator.id, [organization.logo]);
      if (await membershipOf(db, creator.id)) throw new AppError("ALREADY_IN_TEAM");
      if (await isTeamNameTaken(db, name)) throw new AppError("TEAM_NAME_TAKEN");
      // The slug follows the name, as for teams our procedures create; metadata is not ours to keep.
      return { data: { ...organization, name, slug: await freeSlug(db, name), logo: organization.logo ?? null, metadata: undefined } };
    },
    async afterCreateOrganization({ organization, user: creator }) {
      await createDefaultTeamProfile(db, organization.id, creator.id);
      await withdrawPendingRequests(db, creator.id);
    },
    async beforeUpdateOrganization({ organization, member: updater }) {
      const data = { ...organization };
      checkLogo(data.logo);
      if (data.logo) {
        const [current] = await db.select({ logo: organizationTable.logo }).from(organizationTable).where(eq(organizationTable.id, updater.organizationId));
        await requireOwnUploads(db, updater.userId, [data.logo], [current?.logo]);
      }
      if (data.name !== undefined) {
        data.name = validName(data.name);
        if (await isTeamNameTaken(db, data.name, updater.organizationId)) throw new AppError("TEAM_NAME_TAKEN");
        data.slug = await freeSlug(db, data.name, updater.organizationId);
      } else if (data.slug !== undefined) {
        throw new AppError("VALIDATION_FAILED");
      }
      return { data };
    },
    async beforeAddMember({ member: joining }) {
      if (await membershipOf(db, joining.userId)) throw new AppError("ALREADY_IN_TEAM");
      if (joining.role !== "owner") return;
      const [owner] = await db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.organizationId, joining.organizationId), eq(member.role, "owner")));
      if (owner) throw new AppError("TEAM_OWNER_MUST_TRANSFER");
    },
    async beforeCreateInvitation({ invitation }) {
      if (!assignableRole(invitation.role)) throw new AppError("FORBIDDEN");
      const [invitee] = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = lower(${invitation.email})`);
      if (invitee && (await membershipOf(db, invitee.id))) throw new AppError("ALREADY_IN_TEAM");
    },
    async beforeAcceptInvitation({ invitation, user: invitee }) {
      if (!assignableRole(invitation.role ?? "member")) throw new AppError("FORBIDDEN");
      if (await membershipOf(db, invitee.id)) throw new AppError("ALREADY_IN_TEAM");
    },
    async afterAcceptInvitation({ organization, user: invitee }) {
      await withdrawPendingRequests(db, invitee.id);
      await notifyUsers(db, await leaderIds(db, organization.id), {
        type: "team_invitation_accepted",
        payload: {
          team: teamSummary(organization),
          player: await playerCard(db, invitee.id).catch(() => ({ id: invitee.id, username: invitee.name, image: null })),
        },
      });
    },
    async beforeUpdateMemberRole({ member: target, newRole }) {
      if (target.role.split(",").includes("owner") || newRole.split(",").includes("owner")) throw new AppError("TEAM_OWNER_MUST_TRANSFER");
      if (!assignableRole(newRole)) throw new AppError("FORBIDDEN");
    },
    async afterUpdateMemberRole({ member: updated, previousRole, organization }) {
      if (updated.role === previousRole || !isTeamRole(updated.role) || updated.role === "owner") return;
      await notifyUsers(db, [updated.userId], { type: "team_role_changed", payload: { team: teamSummary(organization), role: updated.role } });
    },
  };
}

/** What better-auth needs of teams (auth/ knows no module: app.ts hands it over). */
export function teamAuthRules(db: Db) {
  return {
    organizationHooks: organizationHooks(db),
    /** The team a user is in, active in each new session, so /organization/get-active-member answers at once. */
    async activeTeamOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ teamId: member.organizationId }).from(member).where(eq(member.userId, userId));
      return row?.teamId ?? null;
    },
  };
}
