/**
 * Sides' colours without their schemas: the game page draws side badges without zod (sides.ts,
 * which re-exports these, holds the forms' and the API's schemas).
 */

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
