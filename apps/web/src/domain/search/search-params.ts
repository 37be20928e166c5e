import type { SEARCH_RADII_KM } from "@escouade/contracts/games";
import type { PLAYER_SEARCH_RADII_KM } from "@escouade/contracts/players";
import type { SHOP_SEARCH_RADII_KM } from "@escouade/contracts/shops";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";

/*
 * The pieces every search page reads its URL with. The filters live in the URL so a search can be
 * shared, bookmarked and restored with "back". They are checked by hand rather than with the
 * contracts' zod schemas: this runs in the route tree, which is on the first screen's critical
 * path, and zod would ride along. Each check returns the valid value or undefined, so a
 * hand-edited URL still opens a search with what makes sense in it.
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

/**
 * The radii every search offers, in km: the contracts' lists restated for the reason above (only
 * their types are imported); typed by all of them, so a change in one fails the build here.
 */
export const SEARCH_RADII: typeof SEARCH_RADII_KM & typeof PLAYER_SEARCH_RADII_KM & typeof SHOP_SEARCH_RADII_KM = [10, 25, 50, 100, 200];
export type SearchRadius = (typeof SEARCH_RADII)[number];
export const DEFAULT_RADIUS_KM: SearchRadius = 50;

/** Where a search is centred. */
export interface CenterParams {
  /** The centre of a radius search; both or neither. */
  lat?: number;
  lon?: number;
  /** How the centre is shown ("Lyon"); absent for the visitor's own position. */
  place?: string;
  /** Only with a centre; absent means DEFAULT_RADIUS_KM. */
  radius?: SearchRadius;
}

/** The centre, its name and its radius: kept only with both coordinates, the default radius left implicit. */
export function readCenter(search: Record<string, unknown>): CenterParams {
  const lat = number(search.lat, -90, 90);
  const lon = number(search.lon, -180, 180);
  if (lat === undefined || lon === undefined) return {};
  const center: CenterParams = { lat, lon };
  const place = text(search.place);
  if (place) center.place = place;
  const radius = oneOf(SEARCH_RADII, search.radius);
  if (radius !== undefined && radius !== DEFAULT_RADIUS_KM) center.radius = radius;
  return center;
}

/** The circle searched, as the API takes it and the map draws it; none without a centre. */
export function searchCircle({ lat, lon, radius }: CenterParams): SearchCircle | undefined {
  return lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon, radiusKm: radius ?? DEFAULT_RADIUS_KM } : undefined;
}

/** The API's centre for the URL's (every field absent without one). */
export function toCenterInput(params: CenterParams) {
  const circle = searchCircle(params);
  return { latitude: circle?.latitude, longitude: circle?.longitude, radiusKm: circle?.radiusKm };
}

const CENTER_DETAILS = new Set(["lon", "place", "radius"]);

/** How many filters narrow a search: each one set counts once, the centre once with its name and radius. */
export function countActiveFilters(params: object): number {
  return Object.entries(params).filter(([key, value]) => value !== undefined && !CENTER_DETAILS.has(key)).length;
}
