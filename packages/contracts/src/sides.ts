import { z } from "./zod.ts";
import { GAME_VALIDATION } from "./games.ts";
import { serialIdSchema, VALIDATION } from "./validation.ts";

/**
 * Sides (camps) of a game (issue 17): the organizer defines them, players pick one or are
 * assigned, and a balance by count keeps teams together (`side-balance.ts`).
 */

export const SIDES_MIN = 2;
export const SIDES_MAX = 8;
export const SIDE_NAME_MAX = 40;
/** As many as a game may hold (games.ts caps max players at 2000). */
export const SIDE_MAX_PLAYERS_LIMIT = 2000;

/**
 * The colours offered: the armband colours fields use. Any `#rrggbb` is accepted too; whatever
 * the colour, its name is always written beside it and the text on it is black or white,
 * whichever reads better (`sideTextColour`), so the colour never carries the meaning alone.
 */
export const SIDE_PALETTE = {
  red: "#c62828",
  blue: "#1565c0",
  green: "#2e7d32",
  yellow: "#f9c80e",
  orange: "#ef6c00",
  purple: "#6a1b9a",
  black: "#212121",
  white: "#f5f5f5",
} as const;
export type SidePaletteColour = keyof typeof SIDE_PALETTE;
export const SIDE_PALETTE_NAMES = Object.keys(SIDE_PALETTE) as SidePaletteColour[];

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
  maxPlayers: z.number(GAME_VALIDATION.invalidNumber).int(GAME_VALIDATION.invalidNumber).min(1, GAME_VALIDATION.invalidNumber).max(SIDE_MAX_PLAYERS_LIMIT, GAME_VALIDATION.invalidNumber).nullable(),
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

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever contrasts more with the side's colour: at least 4.58:1 for any
 * colour (the worst case is a luminance of about 0.18), so a side's name written on its badge
 * always passes WCAG AA, in the light theme and the dark one alike (the badge brings its own
 * background).
 */
export function sideTextColour(hex: string): "#000000" | "#ffffff" {
  return contrastRatio(hex, "#000000") >= contrastRatio(hex, "#ffffff") ? "#000000" : "#ffffff";
}

export { balanceSides, type BalancePlayer, type BalanceResult, type BalanceSide, type Unplaced } from "./side-balance.ts";
