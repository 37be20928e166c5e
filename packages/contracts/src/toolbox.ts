/**
 * The toolbox's calculators (docs/product.md §7): power, field classes, minimum engagement distance, LiPo.
 * Pure functions the web page calls as the visitor types; the limits are the usual community
 * values, not any one field's rules (the page says so).
 */
import { fpsToJoules, joulesToFps } from "./power.ts";

/** The international foot, exactly (power.ts uses the same definition). */
export const METRES_PER_FOOT = 0.3048;

/** BB weights airsoft uses, lightest (cheap pistols) to heaviest (snipers). */
export const BB_WEIGHT_RANGE = { min: 0.12, max: 0.48 } as const;
export const COMMON_BB_WEIGHTS = [0.12, 0.2, 0.23, 0.25, 0.28, 0.3, 0.32, 0.36, 0.4, 0.43, 0.45, 0.48] as const;

export function isBbWeight(grams: number): boolean {
  return Number.isFinite(grams) && grams >= BB_WEIGHT_RANGE.min && grams <= BB_WEIGHT_RANGE.max;
}

export const fpsToMps = (fps: number): number => fps * METRES_PER_FOOT;
export const mpsToFps = (mps: number): number => mps / METRES_PER_FOOT;

/** One shot described three ways; any of them plus the BB weight gives the other two. */
export interface MuzzlePower {
  fps: number;
  mps: number;
  joules: number;
}

export const POWER_UNITS = ["fps", "mps", "joules"] as const;
export type PowerUnit = (typeof POWER_UNITS)[number];

/** The full picture from one known value (`unit`) for a BB of `bbGrams`. */
export function muzzlePower(unit: PowerUnit, value: number, bbGrams: number): MuzzlePower {
  const fps = unit === "fps" ? value : unit === "mps" ? mpsToFps(value) : joulesToFps(value, bbGrams);
  return { fps, mps: fpsToMps(fps), joules: unit === "joules" ? value : fpsToJoules(fps, bbGrams) };
}

/** What the power calculator accepts: beyond anything a replica reaches, a typo shows nothing rather than nonsense. */
export const POWER_INPUT_RANGE: Record<PowerUnit, { min: number; max: number }> = {
  fps: { min: 1, max: 1000 },
  mps: { min: 0.3, max: 305 },
  joules: { min: 0.01, max: 10 },
};

/**
 * The usual power limits of French fields, in joules (what a chrono checks, whatever the BB).
 * 350 fps at 0.20 g (1.14 J) for automatic replicas and 450 fps (1.88 J, semi only) for DMRs are
 * the common rule; bolt-action snipers stop at 2 J because French regulations stop treating a
 * replica as airsoft above 2 J. Indoors (CQB) and for pistols, 1 J (328 fps) is the usual cap.
 */
export const FIELD_CLASSES = [
  { id: "cqb", maxJoules: 1 },
  { id: "pistol", maxJoules: 1 },
  { id: "aeg", maxJoules: 1.14 },
  { id: "dmr", maxJoules: 1.88 },
  { id: "sniper", maxJoules: 2 },
] as const;
export type FieldClassId = (typeof FIELD_CLASSES)[number]["id"];

/**
 * Minimum engagement distance by muzzle energy, the convention most French and European fields
 * post: no minimum up to 1.2 J (AEGs), 15 m up to 1.9 J (DMRs), 20 m up to 2.5 J (bolt-action
 * snipers), 30 m beyond, where many fields refuse the replica outright. Each band includes its
 * upper bound; the last has none.
 */
export const ENGAGEMENT_DISTANCES = [
  { upToJoules: 1.2, metres: 0 },
  { upToJoules: 1.9, metres: 15 },
  { upToJoules: 2.5, metres: 20 },
  { upToJoules: null, metres: 30 },
] as const;
export type EngagementBand = (typeof ENGAGEMENT_DISTANCES)[number];

/** The band a replica of `joules` falls in. */
export function engagementBand(joules: number): EngagementBand {
  return ENGAGEMENT_DISTANCES.find((band) => band.upToJoules === null || joules <= band.upToJoules)!;
}

export const LIPO_CELL_VOLTS = { empty: 3, nominal: 3.7, full: 4.2 } as const;
export const LIPO_MAX_CELLS = 6;

/**
 * Cells in series of a LiPo pack from the voltage a visitor reads on it: the label gives either the
 * nominal voltage (3.7 V a cell: 7.4 V = 2S) or the full-charge one (4.2 V a cell: 8.4 V = 2S),
 * and a checker gives anything in between. Null when no cell count fits.
 */
export function lipoCellCount(volts: number): number | null {
  if (!Number.isFinite(volts) || volts <= 0) return null;
  const fullCharge = volts / LIPO_CELL_VOLTS.full;
  // Full-charge labels first: 16.8 V is a full 4S, though it would round to 5 nominal cells.
  const cells = Math.abs(fullCharge - Math.round(fullCharge)) < 0.005 ? Math.round(fullCharge) : Math.round(volts / LIPO_CELL_VOLTS.nominal);
  if (cells < 1 || cells > LIPO_MAX_CELLS) return null;
  const perCell = volts / cells;
  return perCell >= LIPO_CELL_VOLTS.empty && perCell <= LIPO_CELL_VOLTS.full ? cells : null;
}

/** The largest continuous current a pack delivers safely: capacity (Ah) times its C rating. */
export function lipoMaxCurrentAmps(capacityMah: number, cRating: number): number {
  return (capacityMah / 1000) * cRating;
}

/** Bounds of the battery calculator's inputs (airsoft packs: 1S-6S, a few hundred to a few thousand mAh). */
export const LIPO_INPUT_RANGE = {
  volts: { min: LIPO_CELL_VOLTS.empty, max: LIPO_CELL_VOLTS.full * LIPO_MAX_CELLS },
  capacityMah: { min: 100, max: 10_000 },
  cRating: { min: 1, max: 150 },
} as const;

/**
 * A number typed by a visitor, with a decimal comma or point ("1,14" in French, "1.14" in
 * English) and spaces ignored; null when it is not a finite positive number.
 */
export function parsePositiveDecimal(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(normalized)) return null;
  const value = Number(normalized);
  return value > 0 ? value : null;
}

/** A typed value inside [min, max], or null. */
export function inRange(value: number | null, range: { min: number; max: number }): number | null {
  return value !== null && value >= range.min && value <= range.max ? value : null;
}
