import type { GetStoresInput, SHOP_SEARCH_RADII_KM, ShopType } from "@escouade/contracts/shops";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { number, oneOf, text } from "@/lib/search-param-checks.ts";

/*
 * The filters live in the URL (shareable, restored by "back"), checked by hand: zod would ride
 * along into the route tree, which is on the first screen's critical path.
 */

/** contracts' SHOP_SEARCH_RADII_KM, restated for the reason above; its type keeps the two identical. */
export const SHOP_SEARCH_RADII: typeof SHOP_SEARCH_RADII_KM = [10, 25, 50, 100, 200];
export type ShopSearchRadius = (typeof SHOP_SEARCH_RADII)[number];
export const DEFAULT_SHOP_RADIUS_KM: ShopSearchRadius = 50;

export interface ShopSearchParams {
  q?: string;
  /** Absent means every type. */
  type?: ShopType;
  /** The centre of a radius search; both or neither. */
  lat?: number;
  lon?: number;
  /** How the centre is shown ("Lyon"); absent for the visitor's own position. */
  place?: string;
  /** Only with a centre; absent means DEFAULT_SHOP_RADIUS_KM. */
  radius?: ShopSearchRadius;
}

const isShopType = (value: unknown): value is ShopType => typeof value === "string" && Object.hasOwn(SHOP_TYPE_LABELS, value);

/** Keeps the valid filters and silently drops the rest: a hand-edited URL still opens a search. */
export function validateShopSearch(search: Record<string, unknown>): ShopSearchParams {
  const params: ShopSearchParams = {};
  const q = text(search.q);
  if (q) params.q = q;
  if (isShopType(search.type)) params.type = search.type;
  const lat = number(search.lat, -90, 90);
  const lon = number(search.lon, -180, 180);
  if (lat !== undefined && lon !== undefined) {
    params.lat = lat;
    params.lon = lon;
    const place = text(search.place);
    if (place) params.place = place;
    const radius = oneOf(SHOP_SEARCH_RADII, search.radius);
    if (radius !== undefined && radius !== DEFAULT_SHOP_RADIUS_KM) params.radius = radius;
  }
  return params;
}

/** How many filters narrow the search (the centre counts once). */
export function countActiveShopFilters({ q, type, lat }: ShopSearchParams): number {
  return [q, type, lat].filter((v) => v !== undefined).length;
}

/** The API's filters for the URL's. */
export function toGetStoresInput(params: ShopSearchParams): NonNullable<GetStoresInput> {
  const hasCenter = params.lat !== undefined && params.lon !== undefined;
  return {
    q: params.q,
    type: params.type,
    latitude: hasCenter ? params.lat : undefined,
    longitude: hasCenter ? params.lon : undefined,
    radiusKm: hasCenter ? (params.radius ?? DEFAULT_SHOP_RADIUS_KM) : undefined,
  };
}
