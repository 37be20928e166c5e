import { and, eq, or, type SQL } from "drizzle-orm";
import { game } from "../../db/schema/index.ts";
import { areFriends } from "../friends/service.ts";

/**
 * Who finds a game in searches: public games for everyone, friends-only games for the
 * organizer's friends, and their own games for organizers. Private games are never listed.
 */
export function listableBy(viewerId: string | null): SQL {
  if (!viewerId) return eq(game.visibility, "public");
  return or(
    eq(game.visibility, "public"),
    and(eq(game.visibility, "friends"), or(eq(game.organizerId, viewerId), areFriends(game.organizerId, viewerId))),
  )!;
}

/** Who may open a game's page: as above, plus anyone holding a private game's link. */
export function openableBy(viewerId: string | null): SQL {
  return or(listableBy(viewerId), eq(game.visibility, "private"))!;
}
