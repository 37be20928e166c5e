import { TEAM_MEMBERS_MAX } from "@escouade/contracts/teams";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { invitation, member, teamApplication, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { memberCount, membershipOf, setActiveTeam, teamRow, type Reader } from "./access.ts";

/** The pending invitations addressed to a player (invitations go by e-mail, as better-auth keeps them). */
export function invitedPlayer(userId: string) {
  return sql`lower(${invitation.email}) = (select lower(${user.email}) from ${user} where ${user.id} = ${userId})`;
}

/**
 * Once a player has a team, their other pending requests are moot: their applications are
 * cancelled and the invitations they had are cancelled (better-auth's "canceled").
 */
export async function withdrawPendingRequests(db: Reader, userId: string) {
  await db
    .update(teamApplication)
    .set({ status: "cancelled", respondedAt: new Date() })
    .where(and(eq(teamApplication.userId, userId), eq(teamApplication.status, "pending")));
  await db
    .update(invitation)
    .set({ status: "canceled" })
    .where(and(invitedPlayer(userId), eq(invitation.status, "pending")));
}

/**
 * Puts a player into a team as a member: one team at a time (the unique index on member.user_id
 * settles any race the check misses), and never past the team's size. The caller has locked the
 * player (lockPlayer) and marked the request that brought them in as answered.
 */
export async function joinTeam(tx: Tx, teamId: string, userId: string) {
  if (await membershipOf(tx, userId)) throw new AppError("ALREADY_IN_TEAM");
  await teamRow(tx, teamId, { lock: true });
  if ((await memberCount(tx, teamId)) >= TEAM_MEMBERS_MAX) throw new AppError("TEAM_FULL");
  const [created] = await tx.insert(member).values({ id: crypto.randomUUID(), organizationId: teamId, userId, role: "member" }).returning({ id: member.id });
  await withdrawPendingRequests(tx, userId);
  await setActiveTeam(tx, [userId], teamId);
  return created!;
}
