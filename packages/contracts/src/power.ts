/** Replica power: FPS measured with a 0.20 g BB, and the muzzle energy it means (docs/product.md §3). */
export const REFERENCE_BB_GRAMS = 0.2;
const FEET_TO_METRES = 0.3048;

export const POWER_CLASSES = ["aeg", "dmr", "semi", "auto"] as const;
export type PowerClass = (typeof POWER_CLASSES)[number];

/** Muzzle energy in joules of a BB of `bbGrams` leaving at `fps` feet per second. */
export function fpsToJoules(fps: number, bbGrams = REFERENCE_BB_GRAMS): number {
  const metresPerSecond = fps * FEET_TO_METRES;
  return 0.5 * (bbGrams / 1000) * metresPerSecond ** 2;
}

/** The FPS a BB of `bbGrams` reaches with `joules` of energy. */
export function joulesToFps(joules: number, bbGrams = REFERENCE_BB_GRAMS): number {
  return Math.sqrt((2 * joules) / (bbGrams / 1000)) / FEET_TO_METRES;
}

/** Joules rounded the way fields post them (two decimals). */
export function formatJoules(fps: number): number {
  return Math.round(fpsToJoules(fps) * 100) / 100;
}
