import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organization, teamProfile } from "../../db/schema/index.ts";

/**
 * The teams' public face (better-auth organizations, decisions 003 and 012): the router, the seed,
 * auth's composition and other modules import this file only. The rules live in the files beside it:
 * team-profile.ts (create, edit, delete), applications.ts and invitations.ts (recruitment),
 * members.ts (roles, exclusion, leaving, ownership), posts.ts (news), team-page.ts, team-teaser.ts
 * and search.ts (reading), team-games.ts (games), auth-hooks.ts (the same rules on /organization/*).
 */
export { createTeam, updateTeam, deleteTeam } from "./team-profile.ts";
export { getTeam, getMyTeam } from "./team-page.ts";
export { getTeamTeaser, publicTeams } from "./team-teaser.ts";
export { searchTeams } from "./search.ts";
export { applyToTeam, cancelApplication, acceptApplication, declineApplication } from "./applications.ts";
export { inviteToTeam, cancelInvitation, acceptInvitation, declineInvitation, teamInvitationEmailHandler, teamInvitationEmailQueue } from "./invitations.ts";
export { updateMember, removeMember, leaveTeam, transferOwnership, handOverTeamOf } from "./members.ts";
export { createTeamPost, deleteTeamPost, getTeamPosts } from "./posts.ts";
export { getTeamGames, getGameTeams } from "./team-games.ts";
export { teamAuthRules } from "./auth-hooks.ts";
export { leaderIds, requireTeamPermission } from "./access.ts";

/**
 * The name and slug of the team a player shows (one team per player), for other modules' player
 * lists. `userId` is the player's id column, written qualified by its caller (drizzle leaves
 * columns unqualified in a single-table select, which a subquery would misread).
 */
export function playerTeamColumns(userId: SQLWrapper) {
  return {
    team: sql<string | null>`(select o.name from member m join organization o on o.id = m.organization_id where m.user_id = ${userId})`,
    teamSlug: sql<string | null>`(select o.slug from member m join organization o on o.id = m.organization_id where m.user_id = ${userId})`,
  };
}

/** The player is in a team whose name matches a LIKE pattern (the player search's team filter). */
export function inTeamNamed(userId: SQLWrapper, pattern: string): SQL {
  return sql`exists (select 1 from member m join organization o on o.id = m.organization_id where m.user_id = ${userId} and o.name ilike ${pattern})`;
}

/** Both players are members of one team (a player is in one team at most): teammates. */
export function areTeammates(a: SQLWrapper | string, b: SQLWrapper | string): SQL {
  return sql`exists (select 1 from member ma join member mb on mb.organization_id = ma.organization_id where ma.user_id = ${a} and mb.user_id = ${b})`;
}

/** When the player founded their first team still standing (the "team founder" badge), or null. */
export async function firstTeamFoundedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${organization.createdAt})` })
    .from(teamProfile)
    .innerJoin(organization, eq(organization.id, teamProfile.organizationId))
    .where(eq(teamProfile.foundedBy, userId));
  return row?.at ? new Date(row.at) : null;
}
