import type { GameSearchInput, GameType } from "@escouade/contracts/games";
import { MAX_PRICE_CENTS } from "@escouade/contracts/fees";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { number, oneOf, readCenter, text, toCenterInput, type CenterParams } from "@/domain/search/search-params.ts";

export interface GameSearchParams extends CenterParams {
  q?: string;
  /** Absent means every type. */
  type?: GameType;
  /** Calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Euros. */
  maxPrice?: number;
  placesLeft?: true;
  language?: SpokenLanguage;
}

const MAX_PRICE_EUROS = MAX_PRICE_CENTS / 100;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isGameType = (value: unknown): value is GameType => typeof value === "string" && Object.hasOwn(GAME_TYPE_LABELS, value);

/** Keeps the valid filters and silently drops the rest: a hand-edited URL still opens a search. */
export function validateGameSearch(search: Record<string, unknown>): GameSearchParams {
  const params: GameSearchParams = {};
  const q = text(search.q);
  if (q) params.q = q;
  if (isGameType(search.type)) params.type = search.type;
  if (isCalendarDay(search.from)) params.from = search.from;
  if (isCalendarDay(search.to)) params.to = search.to;
  Object.assign(params, readCenter(search));
  const maxPrice = number(search.maxPrice, 0, MAX_PRICE_EUROS);
  if (maxPrice !== undefined) params.maxPrice = maxPrice;
  if (search.placesLeft === true || search.placesLeft === "true") params.placesLeft = true;
  const language = oneOf(SPOKEN_LANGUAGES, search.language);
  if (language) params.language = language;
  return params;
}

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
