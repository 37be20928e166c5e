import type { NotificationFriend } from "@escouade/contracts/notifications";
import { and, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, profile, registration, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { openableBy } from "../games/service.ts";

type Reader = Pick<Db, "select">;

/**
 * The game as the viewer may open it (its link for a private game), or NOT_FOUND: a carpool is
 * never a way around the game's own visibility.
 */
export async function openGameFor(db: Reader, viewerId: string, gameId: number, shareToken?: string) {
  const [row] = await db
    .select({
      id: game.id,
      title: game.title,
      organizerId: game.organizerId,
      startsAt: game.startsAt,
      timeZone: game.timeZone,
      endsAt: game.endsAt,
      cancelledAt: game.cancelledAt,
    })
    .from(game)
    .where(and(eq(game.id, gameId), openableBy(viewerId, shareToken)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export type CarpoolGame = Awaited<ReturnType<typeof openGameFor>>;

/** Whether the player holds a place in the game, confirmed or waiting: who may drive or ride. */
export async function isRegistered(db: Reader, gameId: number, userId: string) {
  const [row] = await db
    .select({ id: registration.id })
    .from(registration)
    .where(and(eq(registration.gameId, gameId), eq(registration.userId, userId), inArray(registration.status, ["confirmed", "waitlisted"])));
  return Boolean(row);
}

export async function assertRegistered(db: Reader, gameId: number, userId: string) {
  if (!(await isRegistered(db, gameId, userId))) throw new AppError("CARPOOL_NOT_REGISTERED");
}

/**
 * SQL: `userId` still holds a place in `gameId`. A driver or passenger who left the game stays in
 * the tables until the game ends, but no longer counts: their car is not shown, their seat is free.
 */
export function holdsPlace(gameId: SQL | AnyColumn, userId: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${registration} where ${registration.gameId} = ${gameId} and ${registration.userId} = ${userId} and ${registration.status} in ('confirmed', 'waitlisted'))`;
}

/** A player as notifications name them. */
export async function personOf(db: Reader, userId: string): Promise<NotificationFriend> {
  const [row] = await db
    .select({ username: profile.username, avatar: profile.avatar, image: user.image })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(profile.userId, userId));
  return { id: userId, username: row?.username ?? "", avatar: row?.avatar ?? null, image: row?.image ?? null };
}

/**
 * Holds one player's carpool moves in one game until the transaction ends: two requests sent at
 * once (two cars, a double tap) cannot both pass the "one request per game" check.
 */
export async function lockPlayerInGame(tx: Tx, gameId: number, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`carpool:${gameId}:${userId}`}, 0))`);
}
