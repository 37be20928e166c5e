import { z } from "./zod.ts";
import type { CountryCode } from "./countries.ts";
import { VALIDATION } from "./validation.ts";

/** Error keys specific to address search (translated by the web like the shared VALIDATION keys). */
export const GEO_VALIDATION = {
  queryTooShort: "address_query_too_short",
} as const;

import { ADDRESS_QUERY_MAX, ADDRESS_QUERY_MIN, ADDRESS_RESULTS_DEFAULT, ADDRESS_RESULTS_MAX } from "./geo-limits.ts";

// The limits have no zod: the search boxes of the first screens import them alone.
export { ADDRESS_QUERY_MAX, ADDRESS_QUERY_MIN, ADDRESS_RESULTS_DEFAULT, ADDRESS_RESULTS_MAX };

/** "address": any address or place; "city": municipalities only (picking the centre of a radius search). */
export const GEO_SEARCH_KINDS = ["address", "city"] as const;
export type GeoSearchKind = (typeof GEO_SEARCH_KINDS)[number];

export const addressSearchSchema = z.object({
  query: z
    .string(VALIDATION.required)
    .trim()
    .min(1, { error: VALIDATION.required, abort: true })
    .min(ADDRESS_QUERY_MIN, GEO_VALIDATION.queryTooShort)
    .max(ADDRESS_QUERY_MAX, VALIDATION.tooLong),
  limit: z.number().int().min(1).max(ADDRESS_RESULTS_MAX).default(ADDRESS_RESULTS_DEFAULT),
  kind: z.enum(GEO_SEARCH_KINDS).default("address"),
});
export type AddressSearchInput = z.input<typeof addressSearchSchema>;
export type AddressSearchData = z.output<typeof addressSearchSchema>;

/** One suggestion of the address search: enough to fill a game's address and place it on the map. */
export interface GeoPlace {
  label: string;
  /** The address line ("8 Boulevard du Port"); absent for a whole city. */
  street?: string;
  city: string;
  /** Absent from the offline gazetteer, which has no postal codes. */
  postalCode?: string;
  country: CountryCode;
  latitude: number;
  longitude: number;
  /** "offline" when the embedded gazetteer answered because the geocoder was off or failing. */
  source: "geocoder" | "offline";
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** Mean Earth radius. (PostgreSQL's earthdistance uses 6378.168 km: 0.1% apart.) */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within `radiusKm` of `center`: a cheap
 * index-friendly pre-filter before the exact distance check. Latitudes are clamped to ±90; the
 * longitude span widens as the meridians converge (asin(sin r / cos lat), slightly more than
 * r / cos lat, so the box never cuts the circle), and covers every longitude when the circle
 * reaches a pole. It does not wrap around the antimeridian (no served country is near it).
 */
export function boundingBox(center: LatLon, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const dLat = toDegrees(angular);
  const minLat = Math.max(-90, center.latitude - dLat);
  const maxLat = Math.min(90, center.latitude + dLat);
  const ratio = Math.sin(angular) / Math.cos(toRadians(center.latitude));
  // ratio >= 1 exactly when the circle reaches a pole; past a quarter of the globe sin() turns back.
  if (ratio >= 1 || angular >= Math.PI / 2) {
    return { minLat, maxLat, minLon: -180, maxLon: 180 };
  }
  const dLon = toDegrees(Math.asin(ratio));
  return {
    minLat,
    maxLat,
    minLon: Math.max(-180, center.longitude - dLon),
    maxLon: Math.min(180, center.longitude + dLon),
  };
}
