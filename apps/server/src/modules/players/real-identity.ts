import { ageOn } from "@escouade/contracts/profile";
import { sql, type SQL } from "drizzle-orm";
import { profile } from "../../db/schema/index.ts";
import { areFriends } from "../friends/service.ts";
import { areTeammates } from "../teams/service.ts";

/**
 * Who reads another player's profile or card: a signed-in user, and whether they are on the
 * moderation team (not unless said); null for a visitor without a session.
 */
export interface ProfileViewer {
  id: string;
  moderator?: boolean;
}

/** The player's id, qualified: the team subquery's "member" has a user_id of its own. */
const playerId = sql`"profile"."user_id"`;

/**
 * Whether the viewer may see what the player's `setting` guards (docs/product.md §5): the player
 * themselves, always; a moderator, always (they keep what they saw before the setting existed);
 * otherwise, a signed-in member when it says "everyone", a friend or a teammate when it says
 * "friends", and nobody when it says "nobody". As SQL, so a search matches on a name only where
 * the viewer would see it. The organizers' own lists (registrations, sides) do not read this:
 * the organizer of a game always sees its players' names (§5).
 */
function shownTo(viewer: ProfileViewer | null, setting: SQL): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  if (viewer.moderator) return sql<boolean>`true`;
  return sql<boolean>`(${playerId} = ${viewer.id} or ${setting} = 'everyone' or (${setting} = 'friends' and (${areFriends(viewer.id, playerId)} or ${areTeammates(viewer.id, playerId)})))`;
}

/** The viewer may see the player's first and last name. */
export const nameShownTo = (viewer: ProfileViewer | null) => shownTo(viewer, sql`"profile"."name_visibility"`);

/**
 * The real-name columns of a player row as the viewer may see them: the names, or null for both
 * (the web then shows the username alone).
 */
export function realNameColumns(viewer: ProfileViewer | null) {
  const shown = nameShownTo(viewer);
  return {
    firstName: sql<string | null>`case when ${shown} then ${profile.firstName} end`,
    lastName: sql<string | null>`case when ${shown} then ${profile.lastName} end`,
  };
}

/** The birth date where the viewer may see the age, else null; it never leaves the server as such. */
export function birthDateColumn(viewer: ProfileViewer | null) {
  return sql<string | null>`case when ${shownTo(viewer, sql`"profile"."age_visibility"`)} then ${profile.birthDate} end`.mapWith(profile.birthDate);
}

/** The age the viewer may see, from the birth date `birthDateColumn` let through. */
export function ageFrom(birthDate: string | null, today = new Date()): number | null {
  return birthDate === null ? null : ageOn(birthDate, today);
}
