import type { GameSearchInput, GameType } from "@escouade/contracts/games";
import { MAX_PRICE_CENTS } from "@escouade/contracts/fees";
import { SPOKEN_LANGUAGES } from "@escouade/contracts/languages";
import * as z from "zod/mini";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { orAbsent, searchChoice, searchFlag, searchNumber, searchText, toCenterInput, centerFields, withCenter } from "@/domain/search/search-params.ts";

const MAX_PRICE_EUROS = MAX_PRICE_CENTS / 100;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const calendarDay = orAbsent(z.string().check(z.refine(isCalendarDay)));

/** The game search's filters in the URL; absent type means every type, days are both included. */
export const gameSearchSchema = z.pipe(
  z.object({
    q: searchText,
    type: searchChoice(Object.keys(GAME_TYPE_LABELS) as [GameType, ...GameType[]]),
    from: calendarDay,
    to: calendarDay,
    /** Euros. */
    maxPrice: searchNumber(0, MAX_PRICE_EUROS),
    placesLeft: searchFlag,
    language: searchChoice(SPOKEN_LANGUAGES),
    ...centerFields,
  }),
  z.transform(withCenter),
);

export type GameSearchParams = z.output<typeof gameSearchSchema>;

function localDay(day: string, endOfDay: boolean): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return endOfDay ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
}

/** The API's filters for the URL's: days become instants in the reader's time zone, euros become cents. */
export function toGameSearchInput(params: GameSearchParams): Omit<GameSearchInput, "cursor" | "limit"> {
  return {
    q: params.q,
    type: params.type,
    from: params.from ? localDay(params.from, false) : undefined,
    to: params.to ? localDay(params.to, true) : undefined,
    ...toCenterInput(params),
    maxPriceCents: params.maxPrice !== undefined ? Math.round(params.maxPrice * 100) : undefined,
    placesLeft: params.placesLeft,
    language: params.language,
  };
}
