import type { GameSearchInput, GameType, SEARCH_RADII_KM } from "@escouade/contracts/games";
import { MAX_PRICE_CENTS } from "@escouade/contracts/fees";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { number, oneOf, text } from "@/lib/search-param-checks.ts";

/*
 * The filters live in the URL so a search can be shared, bookmarked and restored with "back".
 * Checked by hand rather than with the contracts' zod schema: this runs in the route tree, which
 * is on the first screen's critical path, and importing contracts/games would bring zod along.
 */

/** contracts' SEARCH_RADII_KM, restated for the reason above; its type keeps the two identical. */
export const SEARCH_RADII: typeof SEARCH_RADII_KM = [10, 25, 50, 100, 200];
export type SearchRadius = (typeof SEARCH_RADII)[number];
export const DEFAULT_RADIUS_KM: SearchRadius = 50;

export interface GameSearchParams {
  q?: string;
  /** Absent means every type. */
  type?: GameType;
  /** Calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** The centre of a radius search; both or neither. */
  lat?: number;
  lon?: number;
  /** How the centre is shown ("Lyon"); absent for the player's own position. */
  place?: string;
  /** Only with a centre; absent means DEFAULT_RADIUS_KM. */
  radius?: SearchRadius;
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
  const lat = number(search.lat, -90, 90);
  const lon = number(search.lon, -180, 180);
  if (lat !== undefined && lon !== undefined) {
    params.lat = lat;
    params.lon = lon;
    const place = text(search.place);
    if (place) params.place = place;
    const radius = oneOf(SEARCH_RADII, search.radius);
    if (radius !== undefined && radius !== DEFAULT_RADIUS_KM) params.radius = radius;
  }
  const maxPrice = number(search.maxPrice, 0, MAX_PRICE_EUROS);
  if (maxPrice !== undefined) params.maxPrice = maxPrice;
  if (search.placesLeft === true || search.placesLeft === "true") params.placesLeft = true;
  const language = oneOf(SPOKEN_LANGUAGES, search.language);
  if (language) params.language = language;
  return params;
}

/** How many filters narrow the search (the text and the centre included). */
export function countActiveFilters(params: GameSearchParams): number {
  const { q, type, from, to, lat, maxPrice, placesLeft, language } = params;
  return [q, type, from, to, lat, maxPrice, placesLeft, language].filter((v) => v !== undefined).length;
}

function localDay(day: string, endOfDay: boolean): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return endOfDay ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
}

/** The API's filters for the URL's: days become instants in the reader's time zone, euros become cents. */
export function toGameSearchInput(params: GameSearchParams): Omit<GameSearchInput, "cursor" | "limit"> {
  const hasCenter = params.lat !== undefined && params.lon !== undefined;
  return {
    q: params.q,
    type: params.type,
    from: params.from ? localDay(params.from, false) : undefined,
    to: params.to ? localDay(params.to, true) : undefined,
    latitude: hasCenter ? params.lat : undefined,
    longitude: hasCenter ? params.lon : undefined,
    radiusKm: hasCenter ? (params.radius ?? DEFAULT_RADIUS_KM) : undefined,
    maxPriceCents: params.maxPrice !== undefined ? Math.round(params.maxPrice * 100) : undefined,
    placesLeft: params.placesLeft,
    language: params.language,
  };
}
