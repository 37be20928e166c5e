/*
 * Hand-written checks of URL search params (zod stays off the route tree, which is on the first
 * screen's critical path): each returns the valid value or undefined, so a hand-edited URL still
 * opens a search with what makes sense in it.
 */

const MAX_TEXT = 100;

/** The router turns "123" or "true" into numbers and booleans: text fields take them back as text. */
export function text(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return undefined;
  const trimmed = String(value).trim().slice(0, MAX_TEXT);
  return trimmed || undefined;
}

export function number(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

export function oneOf<T extends string | number>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value || String(option) === value);
}
