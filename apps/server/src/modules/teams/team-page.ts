import { isTeamLeader } from "@escouade/contracts/team-roles";
import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, profile, shop, teamApplication, teamProfile, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { membershipOf } from "./access.ts";
import { invitedPlayer } from "./join.ts";
import { teamCardColumns } from "./search.ts";
import { publicTeamColumns } from "./team-teaser.ts";

/** Owner first, then admins, then members; each group by seniority. */
const roleRank = sql`case ${member.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

const playerColumns = { userId: user.id, username: sql<string>`coalesce(${profile.username}, ${user.name})`, avatar: profile.avatar };

async function teamMembers(db: Db, teamId: string) {
  return db
    .select({ memberId: member.id, ...playerColumns, role: member.role, gameRole: member.gameRole, office: member.office, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(profile, eq(profile.userId, member.userId))
    .where(eq(member.organizationId, teamId))
    .orderBy(roleRank, asc(member.createdAt), asc(member.id));
}

/**
 * A team's page (/teams/{slug}, docs/product.md §5): about, home field, members by role, and how the viewer
 * stands with it (member and role, pending application, pending invitation).
 */
async function teamPage(db: Db, viewer: Actor, where: SQL) {
  const [row] = await db
    .select({
      id: organization.id,
      ...publicTeamColumns,
      createdAt: organization.createdAt,
      latitude: teamProfile.latitude,
      longitude: teamProfile.longitude,
    })
    .from(organization)
    .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
    .leftJoin(shop, and(eq(shop.id, teamProfile.homeFieldId), eq(shop.status, "approved")))
    // A team the moderators removed is its members' only (docs/product.md §8): to others it does not exist.
    .where(
      and(
        where,
        sql`(${teamProfile.removedAt} is null or exists (select 1 from ${member} where ${member.organizationId} = ${organization.id} and ${member.userId} = ${viewer.id}))`,
      ),
    );
  if (!row) throw new AppError("NOT_FOUND");
  const [members, [application], [invited]] = await Promise.all([
    teamMembers(db, row.id),
    db
      .select({ id: teamApplication.id, message: teamApplication.message, createdAt: teamApplication.createdAt })
      .from(teamApplication)
      .where(and(eq(teamApplication.organizationId, row.id), eq(teamApplication.userId, viewer.id), eq(teamApplication.status, "pending"))),
    db
      .select({ id: invitation.id, expiresAt: invitation.expiresAt })
      .from(invitation)
      .where(and(eq(invitation.organizationId, row.id), invitedPlayer(viewer.id), eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date()))),
  ]);
  const mine = members.find((m) => m.userId === viewer.id);
  return {
    ...row,
    memberCount: members.length,
    members,
    viewer: {
      membership: mine ? { memberId: mine.memberId, role: mine.role } : null,
      pendingApplication: application ?? null,
      pendingInvitation: invited ?? null,
    },
  };
}

export async function getTeam(db: Db, viewer: Actor, slug: string) {
  return teamPage(db, viewer, eq(organization.slug, slug));
}

/** What a team's leaders answer: its pending applications and the invitations it sent. */
async function teamRequests(db: Db, teamId: string) {
  const now = new Date();
  const [applications, invitations] = await Promise.all([
    db
      .select({ id: teamApplication.id, message: teamApplication.message, createdAt: teamApplication.createdAt, player: playerColumns })
      .from(teamApplication)
      .innerJoin(user, eq(user.id, teamApplication.userId))
      .leftJoin(profile, eq(profile.userId, teamApplication.userId))
      .where(and(eq(teamApplication.organizationId, teamId), eq(teamApplication.status, "pending")))
      .orderBy(asc(teamApplication.createdAt), asc(teamApplication.id)),
    db
      .select({ id: invitation.id, createdAt: invitation.createdAt, expiresAt: invitation.expiresAt, player: playerColumns })
      .from(invitation)
      .innerJoin(user, sql`lower(${user.email}) = lower(${invitation.email})`)
      .leftJoin(profile, eq(profile.userId, user.id))
      .where(and(eq(invitation.organizationId, teamId), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)))
      .orderBy(desc(invitation.createdAt)),
  ]);
  return { applications, invitations };
}

/**
 * /teams: the player's team (or null), their own pending applications and invitations, and for a
 * leader the applications and invitations the team is waiting on.
 */
export async function getMyTeam(db: Db, actor: Actor) {
  const mine = await membershipOf(db, actor.id);
  const [team, applications, invitations, requests] = await Promise.all([
    mine ? teamPage(db, actor, eq(organization.id, mine.teamId)) : null,
    db
      .select({ id: teamApplication.id, message: teamApplication.message, createdAt: teamApplication.createdAt, team: teamCardColumns })
      .from(teamApplication)
      .innerJoin(organization, eq(organization.id, teamApplication.organizationId))
      .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
      .where(and(eq(teamApplication.userId, actor.id), eq(teamApplication.status, "pending")))
      .orderBy(desc(teamApplication.createdAt)),
    db
      .select({
        id: invitation.id,
        createdAt: invitation.createdAt,
        expiresAt: invitation.expiresAt,
        team: teamCardColumns,
        inviter: { userId: profile.userId, username: profile.username, avatar: profile.avatar },
      })
      .from(invitation)
      .innerJoin(organization, eq(organization.id, invitation.organizationId))
      .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
      .leftJoin(profile, eq(profile.userId, invitation.inviterId))
      .where(and(invitedPlayer(actor.id), eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date())))
      .orderBy(desc(invitation.createdAt)),
    mine && isTeamLeader(mine.role) ? teamRequests(db, mine.teamId) : null,
  ]);
  return { team, applications, invitations, requests };
}
