import * as z from "zod/mini";
import type { SEARCH_RADII_KM } from "@escouade/contracts/games";
import type { PLAYER_SEARCH_RADII_KM } from "@escouade/contracts/players";
import type { SHOP_SEARCH_RADII_KM } from "@escouade/contracts/shops";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";

/*
 * The pieces every search page reads its URL with, as zod schemas the routes hand to the router's
 * `validateSearch`. The filters live in the URL so a search can be shared, bookmarked and
 * restored with "back". Each field falls back to absent when it does not fit, so a hand-edited
 * URL still opens a search with what makes sense in it. zod's mini build: the route tree runs in
 * the first screen's entry, and the contracts' schemas (full zod) stay out of it (decision 034).
 */

const MAX_TEXT = 100;

/** A parameter a hand-edited URL may get wrong: a value that does not fit becomes absent. */
export function orAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** The router turns "123" or "true" into numbers and booleans: text fields take them back as text. */
export const searchText = orAbsent(
  z.pipe(
    z.union([z.string(), z.number(), z.boolean()]),
    z.transform((value) => String(value).trim().slice(0, MAX_TEXT) || undefined),
  ),
);

/** A number the router parsed, or one still written as text. */
const numeric = z.pipe(z.union([z.number(), z.string().check(z.regex(/\S/))]), z.transform(Number));

export function searchNumber(min: number, max: number) {
  return orAbsent(z.pipe(numeric, z.number().check(z.gte(min), z.lte(max))));
}

/** One of a list of words. */
export function searchChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return orAbsent(z.enum(options));
}

/** A switch that is on or absent: "?placesLeft=true". */
export const searchFlag = orAbsent(
  z.pipe(
    z.union([z.literal(true), z.literal("true")]),
    z.transform(() => true as const),
  ),
);

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

/** The centre's fields, for a search page's schema, whose whole object then goes through `withCenter`. */
export const centerFields = {
  lat: searchNumber(-90, 90),
  lon: searchNumber(-180, 180),
  place: searchText,
  radius: orAbsent(z.pipe(numeric, z.literal(SEARCH_RADII))),
};

/** The centre, its name and its radius: kept only with both coordinates, the default radius left implicit. */
export function withCenter<T extends CenterParams>(params: T): T {
  if (params.lat === undefined || params.lon === undefined) return { ...params, lat: undefined, lon: undefined, place: undefined, radius: undefined };
  return params.radius === DEFAULT_RADIUS_KM ? { ...params, radius: undefined } : params;
}

/** The centre alone, as a search page reads it. */
export const centerSchema = z.pipe(z.object(centerFields), z.transform(withCenter));

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
