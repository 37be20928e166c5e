import { teamRoleCan, type AssignableTeamRole } from "@escouade/contracts/team-roles";
import { SINGLE_HOLDER_OFFICES, type GameRole, type TeamOffice } from "@escouade/contracts/teams";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { member, organization, teamProfile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers } from "../notifications/service.ts";
import { clearActiveTeam, membershipOf, playerCard, setActiveTeam, teamRow, teamSummary } from "./access.ts";

/**
 * The actor's membership and the target member's, both locked, in one statement ordered by id:
 * two leaders acting on each other at once queue instead of deadlocking. NOT_FOUND when the
 * target does not exist, FORBIDDEN when the actor is not in its team.
 */
async function lockActorAndMember(tx: Tx, actor: Actor, memberId: string) {
  const [target] = await tx.select({ teamId: member.organizationId }).from(member).where(eq(member.id, memberId));
  if (!target) throw new AppError("NOT_FOUND");
  const rows = await tx
    .select()
    .from(member)
    .where(and(eq(member.organizationId, target.teamId), or(eq(member.id, memberId), eq(member.userId, actor.id))))
    .orderBy(asc(member.id))
    .for("update");
  const me = rows.find((r) => r.userId === actor.id);
  const them = rows.find((r) => r.id === memberId);
  if (!them) throw new AppError("NOT_FOUND");
  if (!me) throw new AppError("FORBIDDEN");
  return { me, them, teamId: target.teamId };
}

/**
 * A leader changes a member's role (admin or member: the owner's moves only by a transfer), game
 * role or office (in an association only; naming a president takes the office from the previous
 * one). A member may set their own game role.
 */
export async function updateMember(
  db: Db,
  actor: Actor,
  input: { memberId: string; role?: AssignableTeamRole; gameRole?: GameRole | null; office?: TeamOffice | null },
) {
  return db.transaction(async (tx) => {
    const { me, them, teamId } = await lockActorAndMember(tx, actor, input.memberId);
    const ownGameRoleOnly = me.id === them.id && input.role === undefined && input.office === undefined;
    if (!ownGameRoleOnly && !teamRoleCan(me.role, { member: ["update"] })) throw new AppError("FORBIDDEN");
    const roleChanges = input.role !== undefined && input.role !== them.role;
    if (roleChanges && them.role === "owner") throw new AppError("TEAM_OWNER_MUST_TRANSFER");
    if (input.office) {
      const [profile] = await tx.select({ isAssociation: teamProfile.isAssociation }).from(teamProfile).where(eq(teamProfile.organizationId, teamId));
      if (!profile?.isAssociation) throw new AppError("OFFICE_NEEDS_ASSOCIATION");
      if (SINGLE_HOLDER_OFFICES.includes(input.office)) {
        await tx
          .update(member)
          .set({ office: null })
          .where(and(eq(member.organizationId, teamId), eq(member.office, input.office), ne(member.id, them.id)));
      }
    }
    const changes = Object.fromEntries(
      Object.entries({ role: input.role, gameRole: input.gameRole, office: input.office }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length > 0) await tx.update(member).set(changes).where(eq(member.id, them.id));
    if (roleChanges && them.userId !== actor.id) {
      const team = await teamRow(tx, teamId);
      await notifyUsers(tx, [them.userId], { type: "team_role_changed", payload: { team: teamSummary(team), role: input.role! } });
    }
    return { ok: true };
  });
}

/** A leader excludes a member (never the owner, never themselves: they leave); the member is told. */
export async function removeMember(db: Db, actor: Actor, memberId: string) {
  return db.transaction(async (tx) => {
    const { me, them, teamId } = await lockActorAndMember(tx, actor, memberId);
    if (!teamRoleCan(me.role, { member: ["delete"] })) throw new AppError("FORBIDDEN");
    if (me.id === them.id) throw new AppError("SELF_ACTION");
    if (them.role === "owner") throw new AppError("FORBIDDEN");
    await tx.delete(member).where(eq(member.id, them.id));
    await setActiveTeam(tx, [them.userId], null);
    const team = await teamRow(tx, teamId);
    await notifyUsers(tx, [them.userId], { type: "team_member_removed", payload: { team: teamSummary(team) } });
    return { ok: true };
  });
}

/** A member leaves their team; its owner must first hand it over (or delete it). */
export async function leaveTeam(db: Db, actor: Actor) {
  return db.transaction(async (tx) => {
    const mine = await membershipOf(tx, actor.id);
    if (!mine) throw new AppError("NOT_IN_TEAM");
    const [locked] = await tx.select().from(member).where(eq(member.id, mine.memberId)).for("update");
    if (!locked) throw new AppError("NOT_IN_TEAM");
    if (locked.role === "owner") throw new AppError("TEAM_OWNER_MUST_TRANSFER");
    await tx.delete(member).where(eq(member.id, locked.id));
    await setActiveTeam(tx, [actor.id], null);
    return { ok: true };
  });
}

/** The owner hands the team to another member and stays on as an admin: still exactly one owner. */
export async function transferOwnership(db: Db, actor: Actor, input: { teamId: string; memberId: string }) {
  return db.transaction(async (tx) => {
    const { me, them, teamId } = await lockActorAndMember(tx, actor, input.memberId);
    if (teamId !== input.teamId) throw new AppError("NOT_FOUND");
    if (!teamRoleCan(me.role, { ownership: ["transfer"] })) throw new AppError("FORBIDDEN");
    if (me.id === them.id) throw new AppError("SELF_ACTION");
    await tx.update(member).set({ role: "owner" }).where(eq(member.id, them.id));
    await tx.update(member).set({ role: "admin" }).where(eq(member.id, me.id));
    const team = await teamRow(tx, input.teamId);
    await notifyUsers(tx, [them.userId], { type: "team_ownership_transferred", payload: { team: teamSummary(team), player: await playerCard(tx, actor.id) } });
    return { ok: true };
  });
}

/**
 * A player's account goes (docs/product.md §8): a team they owned goes to its next leader, an admin first,
 * then the longest-standing member, who is told; alone in it, the team goes with them.
 */
export async function handOverTeamOf(tx: Tx, userId: string) {
  const mine = await membershipOf(tx, userId);
  if (!mine || mine.role !== "owner") return;
  const [heir] = await tx
    .select({ id: member.id, userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, mine.teamId), ne(member.userId, userId)))
    .orderBy(sql`case ${member.role} when 'admin' then 0 else 1 end`, asc(member.createdAt), asc(member.id))
    .limit(1);
  const team = await teamRow(tx, mine.teamId);
  if (!heir) {
    // Its profile, posts, invitations and applications go with it (foreign keys cascade).
    await tx.delete(organization).where(eq(organization.id, team.id));
    await clearActiveTeam(tx, team.id);
    return;
  }
  await tx.update(member).set({ role: "owner" }).where(eq(member.id, heir.id));
  await notifyUsers(tx, [heir.userId], { type: "team_ownership_inherited", payload: { team: teamSummary(team) } });
}
