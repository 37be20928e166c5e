import { WELL_RATED, type Badge, type BadgeId, type PlayerStats } from "@escouade/contracts/players";
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { friendship, game, rating, registration, user } from "../../db/schema/index.ts";
import { firstTeamFoundedAt } from "../teams/service.ts";

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** The date the n-th (1-based) of these dates happened, if it did. */
function nth(dates: readonly Date[], n: number): Date | null {
  return dates[n - 1] ?? null;
}

/** The latest rating date of a kind, when its mean and count make the user "well rated". */
async function wellRatedSince(db: Db, userId: string, kind: "game" | "fair_play"): Promise<Date | null> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${rating.score})`, count: sql<number>`count(*)::int`, latest: sql<Date | null>`max(${rating.updatedAt})` })
    .from(rating)
    .where(and(eq(rating.subjectId, userId), eq(rating.kind, kind)));
  if (!row || row.count < WELL_RATED.minCount || Number(row.average) < WELL_RATED.minAverage || !row.latest) return null;
  return new Date(row.latest);
}

/**
 * A player's stats and badges, from what they really did: games played (confirmed, held, not
 * cancelled), games organized, friends, teams founded (and still standing), seniority and ratings.
 */
export async function playerActivity(db: Db, userId: string): Promise<{ stats: PlayerStats; badges: Badge[] }> {
  const now = new Date();
  const held = and(isNull(game.cancelledAt), lte(game.endsAt, now));
  const [played, organizedHeld, [organizedCount], friends, founded, [account], fairPlayer, topOrganizer] = await Promise.all([
    db
      .select({ startsAt: game.startsAt, endsAt: game.endsAt })
      .from(registration)
      .innerJoin(game, eq(game.id, registration.gameId))
      .where(and(eq(registration.userId, userId), eq(registration.status, "confirmed"), held))
      .orderBy(asc(game.endsAt)),
    db
      .select({ endsAt: game.endsAt })
      .from(game)
      .where(and(eq(game.organizerId, userId), held))
      .orderBy(asc(game.endsAt)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(game)
      .where(and(eq(game.organizerId, userId), isNull(game.cancelledAt))),
    db
      .select({ since: friendship.respondedAt })
      .from(friendship)
      .where(and(eq(friendship.status, "accepted"), or(eq(friendship.requesterId, userId), eq(friendship.addresseeId, userId))))
      .orderBy(asc(friendship.respondedAt)),
    firstTeamFoundedAt(db, userId),
    db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId)),
    wellRatedSince(db, userId, "fair_play"),
    wellRatedSince(db, userId, "game"),
  ]);

  const playedEnds = played.map((g) => g.endsAt);
  const organizedEnds = organizedHeld.map((g) => g.endsAt);
  const friendDates = friends.map((f) => f.since).filter((d): d is Date => d !== null);
  const anniversary = account ? new Date(account.createdAt.getTime() + YEAR_MS) : null;

  const earned: [BadgeId, Date | null][] = [
    ["first_game", nth(playedEnds, 1)],
    ["games_10", nth(playedEnds, 10)],
    ["games_50", nth(playedEnds, 50)],
    ["first_organized", nth(organizedEnds, 1)],
    ["organizer_10", nth(organizedEnds, 10)],
    ["team_founder", founded],
    ["one_year", anniversary && anniversary <= now ? anniversary : null],
    ["friends_10", nth(friendDates, 10)],
    ["fair_player", fairPlayer],
    ["top_organizer", topOrganizer],
  ];

  const minutes = played.reduce((sum, g) => sum + (g.endsAt.getTime() - g.startsAt.getTime()) / 60_000, 0);
  return {
    stats: { gamesPlayed: played.length, gamesOrganized: organizedCount?.count ?? 0, hoursPlayed: Math.round(minutes / 60), friends: friendDates.length },
    badges: earned.filter((b): b is [BadgeId, Date] => b[1] !== null).map(([id, earnedAt]) => ({ id, earnedAt })),
  };
}
