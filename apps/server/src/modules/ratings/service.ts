import { ratingWindow } from "@escouade/contracts/ratings";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, profile, rating, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { openableBy } from "../games/service.ts";
import { averageOf, countOf, toScore } from "../reputation/service.ts";
import type { Actor } from "../../core/actor.ts";

type RatingInput = { score: number; comment: string };

/** Ratings are for games that took place: ended, not cancelled, and within the window. */
function assertRatable(g: { cancelledAt: Date | null; endsAt: Date }) {
  if (g.cancelledAt) throw new AppError("GAME_NOT_OPEN");
  const window = ratingWindow(g.endsAt);
  if (window === "not_yet") throw new AppError("GAME_NOT_ENDED");
  if (window === "closed") throw new AppError("RATING_CLOSED");
}

async function saveRating(db: Db, row: { gameId: number; kind: "game" | "fair_play"; authorId: string; subjectId: string } & RatingInput) {
  await db
    .insert(rating)
    .values(row)
    .onConflictDoUpdate({
      target: [rating.gameId, rating.kind, rating.authorId, rating.subjectId],
      set: { score: row.score, comment: row.comment, updatedAt: new Date() },
    });
}

/** A player who took part (confirmed registration) rates the game; rating again edits it. */
export async function rateGame(db: Db, actor: Actor, input: { gameId: number } & RatingInput) {
  const [row] = await db
    .select({ organizerId: game.organizerId, cancelledAt: game.cancelledAt, endsAt: game.endsAt, registrationId: registration.id })
    .from(game)
    .leftJoin(registration, and(eq(registration.gameId, game.id), eq(registration.userId, actor.id), eq(registration.status, "confirmed")))
    .where(eq(game.id, input.gameId));
  if (!row) throw new AppError("NOT_FOUND");
  if (!row.registrationId) throw new AppError("NOT_A_PARTICIPANT");
  assertRatable(row);
  // The organizer deleted their account: there is no one left to rate.
  if (!row.organizerId) throw new AppError("NOT_FOUND");
  await saveRating(db, { gameId: input.gameId, kind: "game", authorId: actor.id, subjectId: row.organizerId, score: input.score, comment: input.comment });
  return { ok: true };
}

/** The organizer rates the fair play of a participant of their game. */
export async function ratePlayer(db: Db, actor: Actor, input: { registrationId: number } & RatingInput) {
  const [row] = await db
    .select({
      gameId: game.id,
      organizerId: game.organizerId,
      cancelledAt: game.cancelledAt,
      endsAt: game.endsAt,
      playerId: registration.userId,
      status: registration.status,
    })
    .from(registration)
    .innerJoin(game, eq(game.id, registration.gameId))
    .where(eq(registration.id, input.registrationId));
  if (!row) throw new AppError("NOT_FOUND");
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  // A walk-in without an account (docs/product.md §4) has no profile to carry a rating.
  if (row.status !== "confirmed" || !row.playerId) throw new AppError("NOT_A_PARTICIPANT");
  assertRatable(row);
  await saveRating(db, { gameId: row.gameId, kind: "fair_play", authorId: actor.id, subjectId: row.playerId, score: input.score, comment: input.comment });
  return { ok: true };
}

const REVIEWS_SHOWN = 20;

/** A game's reviews, for anyone who may open the game: the mean, the latest comments, and the viewer's own. */
export async function getGameRatings(db: Db, viewerId: string | null, gameId: number, shareToken?: string) {
  const [g] = await db
    .select({ id: game.id })
    .from(game)
    .where(and(eq(game.id, gameId), openableBy(viewerId, shareToken)));
  if (!g) throw new AppError("NOT_FOUND");
  const ofGame = and(eq(rating.gameId, gameId), eq(rating.kind, "game"));
  const [[summary], reviews, [mine]] = await Promise.all([
    db.select({ average: averageOf, count: countOf }).from(rating).where(ofGame),
    db
      .select({
        id: rating.id,
        score: rating.score,
        comment: rating.comment,
        createdAt: rating.createdAt,
        author: { id: profile.userId, username: profile.username },
      })
      .from(rating)
      .leftJoin(profile, eq(profile.userId, rating.authorId))
      .where(and(ofGame, sql`${rating.comment} <> ''`))
      .orderBy(desc(rating.updatedAt), desc(rating.id))
      .limit(REVIEWS_SHOWN),
    viewerId
      ? db
          .select({ score: rating.score, comment: rating.comment })
          .from(rating)
          .where(and(ofGame, eq(rating.authorId, viewerId)))
      : Promise.resolve([]),
  ]);
  return { ...toScore(summary), reviews, mine: mine ?? null };
}
