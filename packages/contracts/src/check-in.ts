import { z } from "./zod.ts";
import { isReplicaOverLimit } from "./game-rules.ts";
import { GAME_VALIDATION, replicaSchema, type PowerLimits } from "./games.ts";
import { startOfDayIn } from "./wall-clock.ts";
import { serialIdSchema, VALIDATION } from "./validation.ts";

/**
 * Game day at the field (docs/product.md §4): from midnight of the start's day at the place
 * (the game's own time zone), or 6 hours before the start when that is earlier, so that a night
 * game starting after midnight opens its gate the evening before.
 */
export const FIELD_DAY_MIN_LEAD_MS = 6 * 3600 * 1000;

interface FieldDayClock {
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  timeZone: string;
}

/** The earliest moment an arrival can be dated: the start of the game's day. */
export function fieldDayStart(game: Pick<FieldDayClock, "startsAt" | "timeZone">): Date {
  const midnight = startOfDayIn(game.startsAt, game.timeZone).getTime();
  return new Date(Math.min(midnight, game.startsAt.getTime() - FIELD_DAY_MIN_LEAD_MS));
}

/** Whether tickets may be checked at `now`: from the start of the game's day (a queued arrival is sent later, never earlier). */
export function isCheckInOpen(game: Pick<FieldDayClock, "startsAt" | "timeZone">, now = new Date()): boolean {
  return now.getTime() >= fieldDayStart(game).getTime();
}

/** Whether players may be added on the spot: the day of the game until its end, not once cancelled. */
export function isWalkInOpen(game: FieldDayClock, now = new Date()): boolean {
  return !game.cancelledAt && now.getTime() >= fieldDayStart(game).getTime() && now.getTime() < game.endsAt.getTime();
}

/**
 * When a player arrived, from what a phone says it scanned: a clock ahead is brought back to now,
 * a clock far behind to the start of the game's day; no time given is now. Before the game's day
 * (a check-in days early) it is now, the only time that can be vouched for.
 */
export function arrivalTime(scannedAt: Date | undefined, game: Pick<FieldDayClock, "startsAt" | "timeZone">, now = new Date()): Date {
  if (!scannedAt) return now;
  const floor = fieldDayStart(game).getTime();
  return new Date(Math.min(now.getTime(), Math.max(floor, scannedAt.getTime())));
}

export const WALK_IN_NAME_MAX = 60;
export const WALK_IN_REPLICAS_MAX = 10;

/** A player added at the field without an account: a name to call them by, their replicas if known. */
export const addWalkInSchema = z.object({
  gameId: serialIdSchema,
  name: z
    .string(VALIDATION.required)
    .trim()
    .min(1, VALIDATION.required)
    .max(WALK_IN_NAME_MAX, VALIDATION.tooLong)
    // Control characters would break the printed lists and the CSV export.
    .regex(/^[^\p{Cc}]*$/u, VALIDATION.invalidCharacters),
  replicas: z.array(replicaSchema).max(WALK_IN_REPLICAS_MAX, VALIDATION.tooLong).default([]),
});
export type AddWalkInInput = z.input<typeof addWalkInSchema>;

/** A walk-in as the organizer's form checks it: each replica within the game's limit for its class. */
export function walkInSchemaFor(limits: PowerLimits) {
  const replica = replicaSchema.refine((r) => !isReplicaOverLimit(r, limits), { message: GAME_VALIDATION.replicaOverLimit, path: ["fps"] });
  return addWalkInSchema.extend({ replicas: z.array(replica).max(WALK_IN_REPLICAS_MAX, VALIDATION.tooLong) });
}
