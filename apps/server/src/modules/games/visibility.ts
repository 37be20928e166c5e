import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { friendship, game } from "../../db/schema/index.ts";

/** True when `viewerId` and the game's organizer are friends (an accepted friendship, either way round). */
function isOrganizerFriend(viewerId: string): SQL {
  return sql`exists (select 1 from ${friendship} f where f.status = 'accepted' and (
    (f.requester_id = ${game.organizerId} and f.addressee_id = ${viewerId}) or
    (f.addressee_id = ${game.organizerId} and f.requester_id = ${viewerId})))`;
}

/**
 * Who finds a game in searches: public games for everyone, friends-only games for the
 * organizer's friends, and their own games for organizers. Private games are never listed.
 */
export function listableBy(viewerId: string | null): SQL {
  if (!viewerId) return eq(game.visibility, "public");
  return or(
    eq(game.visibility, "public"),
    and(eq(game.visibility, "friends"), or(eq(game.organizerId, viewerId), isOrganizerFriend(viewerId))),
  )!;
}

/** Who may open a game's page: as above, plus anyone holding a private game's link. */
export function openableBy(viewerId: string | null): SQL {
  return or(listableBy(viewerId), eq(game.visibility, "private"))!;
}
