import type { NotificationTeam } from "@escouade/contracts/notifications";
import { isTeamLeader, teamRoleCan, type TeamPermissions, type TeamRole } from "@escouade/contracts/team-roles";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { member, organization, session, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";

export { playerCard } from "../notifications/service.ts";

/** What reads need of a database: the pool or a transaction. */
export type Reader = Db | Tx;

export interface Membership {
  memberId: string;
  teamId: string;
  userId: string;
  role: TeamRole;
}

const membershipColumns = { memberId: member.id, teamId: member.organizationId, userId: member.userId, role: member.role };

/** The team a player is in (one at most), or null. */
export async function membershipOf(db: Reader, userId: string): Promise<Membership | null> {
  const [row] = await db.select(membershipColumns).from(member).where(eq(member.userId, userId));
  return row ?? null;
}

/**
 * Takes the player's row for the transaction: everything that puts a player into a team (creating
 * one, an accepted application or invitation) runs one at a time per player, so the checks after
 * it see the truth and two joins never wait on each other's rows (no deadlock).
 */
export async function lockPlayer(tx: Tx, userId: string) {
  const [row] = await tx.select({ id: user.id, email: user.email, lang: user.lang }).from(user).where(eq(user.id, userId)).for("no key update");
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** The team's row, locked against concurrent recruiting when asked; NOT_FOUND when it is gone. */
export async function teamRow(db: Reader, teamId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(organization).where(eq(organization.id, teamId));
  const [row] = options.lock ? await query.for("no key update") : await query;
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * The actor's membership of the team, locked for the transaction, if their role grants every
 * permission asked (the contracts' table, the same better-auth enforces on /organization/*).
 * NOT_FOUND when the team does not exist, FORBIDDEN otherwise.
 */
export async function requireTeamPermission(tx: Tx, actor: Actor, teamId: string, permissions: TeamPermissions): Promise<Membership> {
  await teamRow(tx, teamId);
  const [mine] = await tx
    .select(membershipColumns)
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.userId, actor.id)))
    .for("update");
  if (!mine || !teamRoleCan(mine.role, permissions)) throw new AppError("FORBIDDEN");
  return mine;
}

/** A team as notifications name it. */
export function teamSummary(row: { id: string; name: string; slug: string; logo?: string | null }): NotificationTeam {
  return { id: row.id, name: row.name, slug: row.slug, logo: row.logo ?? null };
}

/** The owner and admins: who hears about applications and answers to invitations. */
export async function leaderIds(db: Reader, teamId: string): Promise<string[]> {
  const rows = await db.select({ userId: member.userId, role: member.role }).from(member).where(eq(member.organizationId, teamId));
  return rows.filter((r) => isTeamLeader(r.role)).map((r) => r.userId);
}

/**
 * Keeps better-auth's "active organization" of the player's sessions on their one team, so its
 * /organization/get-active-member answers without a set-active first; null when they leave it.
 */
export async function setActiveTeam(tx: Tx, userIds: readonly string[], teamId: string | null) {
  if (userIds.length === 0) return;
  await tx
    .update(session)
    .set({ activeOrganizationId: teamId })
    .where(inArray(session.userId, [...userIds]));
}

/** Forgets a deleted team in every session that had it active. */
export async function clearActiveTeam(tx: Tx, teamId: string) {
  await tx.update(session).set({ activeOrganizationId: null }).where(eq(session.activeOrganizationId, teamId));
}

/** How many members a team has. */
export async function memberCount(db: Reader, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, teamId));
  return row?.count ?? 0;
}
