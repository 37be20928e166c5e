import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { game, gameStaff, registration } from "../../db/schema/index.ts";
import { areFriends } from "../friends/service.ts";

/**
 * Who finds a game in searches: public games for everyone, friends-only games for the
 * organizer's friends, and their own games for organizers. Private games are never listed.
 */
export function listableBy(viewerId: string | null): SQL {
  // A game the moderators removed leaves every list and map (docs/product.md §3).
  if (!viewerId) return and(isNull(game.removedAt), eq(game.visibility, "public"))!;
  return and(
    isNull(game.removedAt),
    or(eq(game.visibility, "public"), and(eq(game.visibility, "friends"), or(eq(game.organizerId, viewerId), areFriends(game.organizerId, viewerId)))),
  )!;
}

/**
 * Who may open a game's page: as above; and a private game for its organizer, its registrants,
 * and whoever holds its link's token. Without one of those it does not exist (NOT_FOUND), so
 * counting ids finds nothing. Friends-only games stay their organizer's friends' only. The game's
 * confirmed staff open it whatever its visibility: they run its gate and chrono.
 */
export function openableBy(viewerId: string | null, shareToken?: string): SQL {
  const registrant = (userId: string) =>
    sql`exists (select 1 from ${registration} where ${registration.gameId} = ${game.id} and ${registration.userId} = ${userId} and ${registration.status} in ('confirmed', 'waitlisted', 'pending'))`;
  const privateAccess = [
    viewerId ? eq(game.organizerId, viewerId) : undefined,
    viewerId ? registrant(viewerId) : undefined,
    shareToken ? eq(game.shareToken, shareToken) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (privateAccess.length === 0) return listableBy(viewerId);
  // A removed game stays its organizer's, who is shown that it was removed and why.
  const staff = (userId: string) =>
    sql`exists (select 1 from ${gameStaff} where ${gameStaff.gameId} = ${game.id} and ${gameStaff.userId} = ${userId} and ${gameStaff.status} = 'confirmed')`;
  return or(
    listableBy(viewerId),
    and(isNull(game.removedAt), eq(game.visibility, "private"), or(...privateAccess)),
    viewerId ? and(isNull(game.removedAt), staff(viewerId)) : undefined,
    viewerId ? eq(game.organizerId, viewerId) : undefined,
  )!;
}
