import { CHRONO_BB_RANGE, CHRONO_BB_WEIGHTS, roundJoules } from "@escouade/contracts/chrono";
import { REFERENCE_BB_GRAMS } from "@escouade/contracts/power";
import { numberFormat } from "@/lib/intl-formats.ts";

/** "1,138 J": three decimals, so a reading a hair over the limit shows as over it. */
export function formatChronoJoules(joules: number, locale: string): string {
  return `${numberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(roundJoules(joules))}\u00a0J`;
}

/** "0,25 g". */
export function formatBbGrams(grams: number, locale: string): string {
  return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grams)}\u00a0g`;
}

const LAST_BB_KEY = "escouade.chrono.lastBbGrams";

/** The BB weight the organizer used last on this phone: a chrono runs one weight most of the day. */
export function readLastBbGrams(): number {
  try {
    const stored = Number(localStorage.getItem(LAST_BB_KEY));
    if (CHRONO_BB_WEIGHTS.includes(stored) && stored >= CHRONO_BB_RANGE.min && stored <= CHRONO_BB_RANGE.max) return stored;
  } catch {
    // Storage refused (private mode): the usual weight will do.
  }
  return REFERENCE_BB_GRAMS;
}

export function rememberBbGrams(grams: number): void {
  try {
    localStorage.setItem(LAST_BB_KEY, String(grams));
  } catch {
    // Not remembered: the picker starts at 0.20 g next time, nothing more.
  }
}
