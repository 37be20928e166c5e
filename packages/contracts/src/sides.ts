import { z } from "./zod.ts";
import { GAME_VALIDATION } from "./games.ts";
import { serialIdSchema, VALIDATION } from "./validation.ts";

export * from "./side-colours.ts";

/**
 * Sides (camps) of a game (docs/product.md §4): the organizer defines them, players pick one or are
 * assigned, and a balance by count keeps teams together (`side-balance.ts`).
 */

export const SIDES_MIN = 2;
export const SIDES_MAX = 8;
export const SIDE_NAME_MAX = 40;
/** As many as a game may hold (games.ts caps max players at 2000). */
export const SIDE_MAX_PLAYERS_LIMIT = 2000;

export const sideColourSchema = z
  .string(VALIDATION.required)
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, VALIDATION.invalidCharacters)
  .transform((hex) => hex.toLowerCase());

const sideNameSchema = z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(SIDE_NAME_MAX, VALIDATION.tooLong);

export const sideFieldsSchema = z.object({
  /** An existing side of the game keeps its id (and its players); a side without one is created. */
  id: serialIdSchema.optional(),
  name: sideNameSchema,
  colour: sideColourSchema,
  maxPlayers: z
    .number(GAME_VALIDATION.invalidNumber)
    .int(GAME_VALIDATION.invalidNumber)
    .min(1, GAME_VALIDATION.invalidNumber)
    .max(SIDE_MAX_PLAYERS_LIMIT, GAME_VALIDATION.invalidNumber)
    .nullable(),
});
export type SideFields = z.infer<typeof sideFieldsSchema>;

/**
 * The whole list of a game's sides, in order: none (no sides at all) or 2 to 8. A side left
 * out is deleted and its players go back to "no side".
 */
export const setSidesSchema = z.object({
  gameId: serialIdSchema,
  sides: z
    .array(sideFieldsSchema)
    .max(SIDES_MAX, VALIDATION.tooLong)
    .refine((sides) => sides.length === 0 || sides.length >= SIDES_MIN, VALIDATION.required),
});
export type SetSidesInput = z.input<typeof setSidesSchema>;

export const setSidesOpenSchema = z.object({ gameId: serialIdSchema, open: z.boolean() });
export const assignSideSchema = z.object({ registrationId: serialIdSchema, sideId: serialIdSchema.nullable() });
export const balanceSidesSchema = z.object({ gameId: serialIdSchema, keepChoices: z.boolean() });
export const pickSideSchema = z.object({ gameId: serialIdSchema, sideId: serialIdSchema });

/** Two names that differ only by case or spaces read as one side on a printed list. */
export function sameSideName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("fr") === b.trim().toLocaleLowerCase("fr");
}

export function hasDuplicateSideNames(names: readonly string[]): boolean {
  return names.some((name, i) => names.findIndex((other) => sameSideName(other, name)) !== i);
}

export { balanceSides, type BalancePlayer, type BalanceResult, type BalanceSide, type Unplaced } from "./side-balance.ts";
