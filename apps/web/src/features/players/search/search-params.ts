import type { AVAILABILITIES, Availability, GetPlayersInput, PLAYER_SEARCH_RADII_KM } from "@escouade/contracts/players";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { number, oneOf, text } from "@/lib/search-param-checks.ts";

/*
 * The filters live in the URL so a search can be shared, bookmarked and restored with "back".
 * Checked by hand rather than with the contracts' zod schema: this runs in the route tree, which
 * is on the first screen's critical path, and importing contracts/players would bring zod along.
 */

/** contracts' PLAYER_SEARCH_RADII_KM and AVAILABILITIES, restated for the reason above; their types keep them identical. */
export const PLAYER_RADII: typeof PLAYER_SEARCH_RADII_KM = [10, 25, 50, 100, 200];
export const AVAILABILITY_VALUES: typeof AVAILABILITIES = ["available", "unavailable"];
export type PlayerRadius = (typeof PLAYER_RADII)[number];
export const DEFAULT_RADIUS_KM: PlayerRadius = 50;

export interface PlayerSearchParams {
  /** Username, first or last name. */
  q?: string;
  /** A team's name, or part of it. */
  team?: string;
  /** The centre of a radius search; both or neither. */
  lat?: number;
  lon?: number;
  /** How the centre is shown ("Lyon"); absent for the player's own position. */
  place?: string;
  /** Only with a centre; absent means DEFAULT_RADIUS_KM. */
  radius?: PlayerRadius;
  availability?: Availability;
  language?: SpokenLanguage;
}

/** Keeps the valid filters and silently drops the rest: a hand-edited URL still opens a search. */
export function validatePlayerSearch(search: Record<string, unknown>): PlayerSearchParams {
  const params: PlayerSearchParams = {};
  const q = text(search.q);
  if (q) params.q = q;
  const team = text(search.team);
  if (team) params.team = team;
  const lat = number(search.lat, -90, 90);
  const lon = number(search.lon, -180, 180);
  if (lat !== undefined && lon !== undefined) {
    params.lat = lat;
    params.lon = lon;
    const place = text(search.place);
    if (place) params.place = place;
    const radius = oneOf(PLAYER_RADII, search.radius);
    if (radius !== undefined && radius !== DEFAULT_RADIUS_KM) params.radius = radius;
  }
  const availability = oneOf(AVAILABILITY_VALUES, search.availability);
  if (availability) params.availability = availability;
  const language = oneOf(SPOKEN_LANGUAGES, search.language);
  if (language) params.language = language;
  return params;
}

/** How many filters narrow the search (the text and the centre included). */
export function countActiveFilters(params: PlayerSearchParams): number {
  const { q, team, lat, availability, language } = params;
  return [q, team, lat, availability, language].filter((v) => v !== undefined).length;
}

/** The API's filters for the URL's. */
export function toPlayerSearchInput(params: PlayerSearchParams): Omit<GetPlayersInput, "cursor" | "limit" | "friendShipStatus"> {
  const hasCenter = params.lat !== undefined && params.lon !== undefined;
  return {
    q: params.q,
    team: params.team,
    latitude: hasCenter ? params.lat : undefined,
    longitude: hasCenter ? params.lon : undefined,
    radiusKm: hasCenter ? (params.radius ?? DEFAULT_RADIUS_KM) : undefined,
    availability: params.availability,
    language: params.language,
  };
}
