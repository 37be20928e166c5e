import { z } from "./zod.ts";
import { fieldDayStart } from "./check-in.ts";
import { GAME_VALIDATION, type PowerLimits } from "./games.ts";
import { fpsToJoules, POWER_CLASSES, REFERENCE_BB_GRAMS, type PowerClass } from "./power.ts";
import { COMMON_BB_WEIGHTS } from "./toolbox.ts";
import { serialIdSchema, VALIDATION } from "./validation.ts";

/**
 * The chrono log (docs/product.md §4): the organizer measures each checked-in player's replicas at the field.
 * The rule that turns a reading into a verdict lives here, so the phone shows the very verdict the
 * server records before the organizer saves.
 */

export const CHRONO_FPS_RANGE = { min: 1, max: 800 } as const;
/** Lighter or heavier BBs are not sold for airsoft; the chrono's own accuracy stops at 0.01 g. */
export const CHRONO_BB_RANGE = { min: 0.12, max: 0.5 } as const;
/** What the weight picker offers: the toolbox's list (a chrono's usual BBs). */
export const CHRONO_BB_WEIGHTS: readonly number[] = COMMON_BB_WEIGHTS;
export const CHRONO_NOTE_MAX = 200;

const hundredths = (grams: number) => Math.abs(grams * 100 - Math.round(grams * 100)) < 1e-9;

/** Which replica was measured: one declared at registration (its place in the list), or one brought on the day. */
const declaredReplica = z.object({ index: z.number().int().min(0).max(9) });
const newReplica = z.object({
  name: z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(80, VALIDATION.tooLong),
  powerClass: z.enum(POWER_CLASSES, VALIDATION.required),
});

export const recordChronoSchema = z.object({
  gameId: serialIdSchema,
  registrationId: serialIdSchema,
  replica: z.union([declaredReplica.strict(), newReplica.strict()], VALIDATION.required),
  fps: z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : GAME_VALIDATION.invalidNumber) })
    .int(GAME_VALIDATION.invalidNumber)
    .min(CHRONO_FPS_RANGE.min, GAME_VALIDATION.invalidNumber)
    .max(CHRONO_FPS_RANGE.max, GAME_VALIDATION.invalidNumber),
  bbGrams: z
    .number(GAME_VALIDATION.invalidNumber)
    .min(CHRONO_BB_RANGE.min, GAME_VALIDATION.invalidNumber)
    .max(CHRONO_BB_RANGE.max, GAME_VALIDATION.invalidNumber)
    .refine(hundredths, GAME_VALIDATION.invalidNumber),
  note: z.string().trim().max(CHRONO_NOTE_MAX, VALIDATION.tooLong).default(""),
  /** Made by the phone once per reading: the same reading sent twice (a retry, a double tap) counts once. */
  clientId: z.uuid(VALIDATION.required),
});
export type RecordChronoInput = z.input<typeof recordChronoSchema>;
export type RecordChronoData = z.output<typeof recordChronoSchema>;

export const deleteChronoReadingSchema = z.object({ gameId: serialIdSchema, readingId: serialIdSchema });

export type ChronoVerdictValue = "passed" | "refused";
export type ChronoRefusal = "over_max" | "under_min";

export interface ChronoVerdict {
  joules: number;
  /** The most this class may carry: the game's FPS limit, with the 0.20 g BB limits are posted for. */
  maxJoules: number;
  /** The least (a DMR must be one); null when the class has no minimum. */
  minJoules: number | null;
  verdict: ChronoVerdictValue;
  reason: ChronoRefusal | null;
}

/** Joules as the chrono page and the export show them: three decimals, so 1.145 J is visibly over 1.138 J. */
export const roundJoules = (joules: number) => Math.round(joules * 1000) / 1000;

/** Float noise only: 350 fps at 0.20 g is exactly the 350 fps limit, not a hair over it. */
const TOLERANCE_JOULES = 1e-9;

/**
 * The verdict on one reading. Energy is what a BB carries whatever its weight, so the reading's
 * energy (with the BB used) is set against the game's FPS limit turned into energy at 0.20 g:
 * 350 fps at 0.20 g and 313 fps at 0.25 g both carry about 1.14 J.
 */
export function chronoVerdict(reading: { fps: number; bbGrams: number; powerClass: PowerClass }, limits: PowerLimits): ChronoVerdict {
  const limit = limits[reading.powerClass];
  const joules = fpsToJoules(reading.fps, reading.bbGrams);
  const maxJoules = fpsToJoules(limit.max, REFERENCE_BB_GRAMS);
  const minJoules = limit.min > 0 ? fpsToJoules(limit.min, REFERENCE_BB_GRAMS) : null;
  const reason: ChronoRefusal | null =
    joules > maxJoules + TOLERANCE_JOULES ? "over_max" : minJoules !== null && joules < minJoules - TOLERANCE_JOULES ? "under_min" : null;
  return { joules, maxJoules, minJoules, verdict: reason ? "refused" : "passed", reason };
}

/** Whether readings may be recorded at `now`: from the start of the game's day (check-in's), never for a cancelled one. */
export function isChronoOpen(game: { cancelledAt: Date | null; startsAt: Date; timeZone: string }, now = new Date()): boolean {
  return !game.cancelledAt && now.getTime() >= fieldDayStart(game).getTime();
}
