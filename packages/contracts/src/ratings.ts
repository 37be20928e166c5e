import { z } from "./zod.ts";
import { serialIdSchema, VALIDATION } from "./validation.ts";

/** Ratings open when a game ends and close this many days later, while memories are fresh. */
// The window's rule has no zod: pages that only ask whether rating is open import it alone.
export { RATING_WINDOW_DAYS, ratingWindow } from "./rating-window.ts";
export const RATING_COMMENT_MAX = 1000;

export const RATING_VALIDATION = {
  scoreInvalid: "score_invalid",
} as const;

const score = z
  .number(RATING_VALIDATION.scoreInvalid)
  .int(RATING_VALIDATION.scoreInvalid)
  .min(1, RATING_VALIDATION.scoreInvalid)
  .max(5, RATING_VALIDATION.scoreInvalid);
const comment = z.string().trim().max(RATING_COMMENT_MAX, VALIDATION.tooLong).default("");

/** A participant rates the game they played (1 to 5 stars, an optional comment). */
export const rateGameSchema = z.object({
  gameId: serialIdSchema,
  score,
  comment,
});
export type RateGameInput = z.input<typeof rateGameSchema>;

/** The organizer rates a participant's fair play. */
export const ratePlayerSchema = z.object({
  registrationId: serialIdSchema,
  score,
  comment,
});
export type RatePlayerInput = z.input<typeof ratePlayerSchema>;

export type RatingKind = "game" | "fair_play";

export interface ReputationScore {
  /** Mean score, one decimal; null before the first rating. */
  average: number | null;
  count: number;
}

export interface Reputation {
  /** How organizers rated this player's fair play. */
  asPlayer: ReputationScore;
  /** How players rated the games this user organized. */
  asOrganizer: ReputationScore;
}
