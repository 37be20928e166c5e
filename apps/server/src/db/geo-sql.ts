import { sql, type AnyColumn, type SQL } from "drizzle-orm";

const EARTH_RADIUS_KM = 6371;

/** A table's position columns. */
export interface Position {
  latitude: AnyColumn;
  longitude: AnyColumn;
}

/**
 * Great-circle distance in km from a point to each row (haversine, plain SQL: same on PGlite and
 * PostgreSQL). Rounding can take the root a hair past 1 for points opposite each other on the
 * globe, where asin would refuse it: it is capped at 1.
 */
export function distanceKm(at: Position, latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${at.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${at.latitude})) * power(sin(radians(${at.longitude} - ${longitude}) / 2), 2)))))`;
}

/**
 * Inside the circle: a bounding box first (served by btree indexes on latitude and longitude),
 * then the exact distance on the few rows left.
 */
export function withinRadius(at: Position, latitude: number, longitude: number, radiusKm: number): SQL {
  const latDelta = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const lonDelta = Math.min(latDelta / cosLat, 180);
  return sql`${at.latitude} between ${latitude - latDelta} and ${latitude + latDelta}
    and ${at.longitude} between ${longitude - lonDelta} and ${longitude + lonDelta}
    and ${distanceKm(at, latitude, longitude)} <= ${radiusKm}`;
}
