import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, gameSeries, profile, seriesFollow } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers } from "../notifications/service.ts";
import { listableBy } from "./visibility.ts";

/**
 * Series of games (docs/product.md §3): one organizer's dates linked together. Each date is a game
 * of its own, edited or cancelled alone or with the later ones; players follow a series to hear
 * of the dates it opens.
 */

export async function createSeries(tx: Tx, organizerId: string, title: string) {
  const [created] = await tx.insert(gameSeries).values({ organizerId, title }).returning({ id: gameSeries.id, title: gameSeries.title });
  return created!;
}

/** The actor's own series, locked while dates join it; another's does not exist for them. */
export async function lockOwnSeries(tx: Tx, actor: Actor, seriesId: number) {
  const [row] = await tx.select().from(gameSeries).where(eq(gameSeries.id, seriesId)).for("update");
  if (!row || row.organizerId !== actor.id) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * The dates after `from` in its series that are still to come and not cancelled, locked in id
 * order (as every game lock is taken one row at a time, registrations included).
 */
export async function laterOpenDates(tx: Tx, from: { id: number; seriesId: number | null; startsAt: Date; organizerId: string | null }) {
  if (from.seriesId === null) return [];
  return tx
    .select()
    .from(game)
    .where(
      and(
        eq(game.seriesId, from.seriesId),
        ne(game.id, from.id),
        gt(game.startsAt, from.startsAt),
        gt(game.startsAt, new Date()),
        isNull(game.cancelledAt),
        from.organizerId ? eq(game.organizerId, from.organizerId) : sql`false`,
      ),
    )
    .orderBy(asc(game.id))
    .for("update");
}

/** How many later dates an edit or a cancellation may also reach: what the organizer's form offers. */
export async function countLaterOpenDates(db: Db, from: { id: number; seriesId: number | null; startsAt: Date; organizerId: string | null }) {
  if (from.seriesId === null) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(game)
    .where(
      and(eq(game.seriesId, from.seriesId), ne(game.id, from.id), gt(game.startsAt, from.startsAt), gt(game.startsAt, new Date()), isNull(game.cancelledAt)),
    );
  // count(*) without grouping answers exactly one row, never null.
  return row!.count;
}

/** New dates in a series: its followers hear of the first and how many (one notification, not one per date). */
export async function tellFollowers(
  tx: Tx,
  series: { id: number; title: string; organizerId: string | null },
  dates: readonly { id: number; title: string; startsAt: Date; timeZone: string; visibility: string }[],
) {
  const [first] = dates;
  // A private date is its link holders' only: no follower is pointed at it.
  if (!first || first.visibility === "private") return;
  const followers = await tx
    .select({ userId: seriesFollow.userId })
    .from(seriesFollow)
    .where(and(eq(seriesFollow.seriesId, series.id), series.organizerId ? ne(seriesFollow.userId, series.organizerId) : undefined));
  await notifyUsers(
    tx,
    followers.map((f) => f.userId),
    {
      type: "series_date_added",
      payload: {
        series: { id: series.id, title: series.title },
        game: { id: first.id, title: first.title, startsAt: first.startsAt, timeZone: first.timeZone },
        dates: dates.length,
      },
    },
  );
}

/**
 * A series' page: its dates the viewer may see (upcoming and past, soonest first), whether the
 * viewer follows it. A series with no date the viewer may see does not exist for them.
 */
export async function getSeries(db: Db, viewerId: string | null, seriesId: number) {
  const [series] = await db
    .select({ id: gameSeries.id, title: gameSeries.title, organizerId: gameSeries.organizerId, organizer: profile.username })
    .from(gameSeries)
    .leftJoin(profile, eq(profile.userId, gameSeries.organizerId))
    .where(eq(gameSeries.id, seriesId));
  if (!series) throw new AppError("NOT_FOUND");
  const isOrganizer = viewerId !== null && viewerId === series.organizerId;
  const dates = await db
    .select({
      id: game.id,
      title: game.title,
      startsAt: game.startsAt,
      endsAt: game.endsAt,
      timeZone: game.timeZone,
      city: game.city,
      maxPlayers: game.maxPlayers,
      confirmedCount: game.confirmedCount,
      cancelledAt: game.cancelledAt,
      visibility: game.visibility,
    })
    .from(game)
    .where(and(eq(game.seriesId, seriesId), isOrganizer ? undefined : listableBy(viewerId)))
    .orderBy(asc(game.startsAt), asc(game.id));
  if (dates.length === 0) throw new AppError("NOT_FOUND");
  // count(*) without grouping answers exactly one row.
  const [followers] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(seriesFollow)
    .where(eq(seriesFollow.seriesId, seriesId));
  const [mine] = viewerId
    ? await db
        .select({ userId: seriesFollow.userId })
        .from(seriesFollow)
        .where(and(eq(seriesFollow.seriesId, seriesId), eq(seriesFollow.userId, viewerId)))
    : [];
  return {
    id: series.id,
    title: series.title,
    organizer: series.organizerId && series.organizer ? { id: series.organizerId, username: series.organizer } : null,
    isOrganizer,
    following: mine !== undefined,
    followers: followers!.count,
    dates,
  };
}

/** Follow a series (or stop): only one the player can see; following twice is following. */
export async function followSeries(db: Db, actor: Actor, input: { seriesId: number; follow: boolean }) {
  const series = await getSeries(db, actor.id, input.seriesId);
  if (series.isOrganizer) throw new AppError("SELF_ACTION");
  if (input.follow) {
    await db.insert(seriesFollow).values({ seriesId: input.seriesId, userId: actor.id }).onConflictDoNothing();
  } else {
    await db.delete(seriesFollow).where(and(eq(seriesFollow.seriesId, input.seriesId), eq(seriesFollow.userId, actor.id)));
  }
  return { following: input.follow };
}
