import { CALENDAR_FEED_PAST_DAYS } from "@escouade/contracts/calendar";
import { and, asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { openableBy } from "../games/service.ts";
import type { IcsEvent } from "./ics.ts";

const columns = {
  id: game.id,
  title: game.title,
  description: game.description,
  startsAt: game.startsAt,
  timeZone: game.timeZone,
  endsAt: game.endsAt,
  street: game.street,
  postalCode: game.postalCode,
  city: game.city,
  latitude: game.latitude,
  longitude: game.longitude,
  cancelledAt: game.cancelledAt,
  updatedAt: game.updatedAt,
  visibility: game.visibility,
};
type GameRow = Awaited<ReturnType<typeof gamesOf>>[number];

/** A game as a calendar event; its page's address is in it (with the link's token for a private one the viewer holds). */
export function gameEvent(row: GameRow, appUrl: string, lang: string, host: string, shareToken?: string): IcsEvent {
  const page = `${appUrl}/${lang}/games/${row.id}${shareToken ? `?share=${encodeURIComponent(shareToken)}` : ""}`;
  return {
    uid: `game-${row.id}@${host}`,
    start: row.startsAt,
    end: row.endsAt,
    timeZone: row.timeZone,
    updatedAt: row.cancelledAt && row.cancelledAt > row.updatedAt ? row.cancelledAt : row.updatedAt,
    summary: row.title,
    description: `${row.description}\n\n${page}`,
    location: [row.street, [row.postalCode, row.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    geo: { latitude: row.latitude, longitude: row.longitude },
    url: page,
    cancelled: row.cancelledAt !== null,
  };
}

/** One game, if the viewer may open it (as its page: by visibility, registration or link); null otherwise. */
export async function openableGame(db: Db, viewerId: string | null, gameId: number, shareToken?: string) {
  const [row] = await db
    .select(columns)
    .from(game)
    .where(and(eq(game.id, gameId), isNull(game.removedAt), openableBy(viewerId, shareToken)));
  return row ?? null;
}

/**
 * A player's games for their feed: those they organize and those they hold a place or a waiting
 * spot in, from a month back; cancelled ones stay, marked so, so the phone crosses them out.
 */
export async function gamesOf(db: Db, userId: string) {
  const since = new Date(Date.now() - CALENDAR_FEED_PAST_DAYS * 24 * 3600 * 1000);
  const mine = db
    .select({ id: registration.gameId })
    .from(registration)
    .where(and(eq(registration.userId, userId), inArray(registration.status, ["confirmed", "waitlisted"])));
  return db
    .select(columns)
    .from(game)
    .where(and(isNull(game.removedAt), gte(game.endsAt, since), or(eq(game.organizerId, userId), inArray(game.id, mine))))
    .orderBy(asc(game.startsAt), sql`${game.id}`);
}
