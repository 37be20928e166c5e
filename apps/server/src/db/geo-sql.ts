import { sql, type SQL } from "drizzle-orm";
import { game } from "../../db/schema/index.ts";

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from a point to each game (haversine, plain SQL: same on PGlite and PostgreSQL). */
export function distanceKm(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${game.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${game.latitude})) * power(sin(radians(${game.longitude} - ${longitude}) / 2), 2))))`;
}

/**
 * Inside the circle: a bounding box first (served by the latitude/longitude btree indexes),
 * then the exact distance on the few rows left.
 */
export function withinRadius(latitude: number, longitude: number, radiusKm: number): SQL {
  const latDelta = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const lonDelta = Math.min(latDelta / cosLat, 180);
  return sql`${game.latitude} between ${latitude - latDelta} and ${latitude + latDelta}
    and ${game.longitude} between ${longitude - lonDelta} and ${longitude + lonDelta}
    and ${distanceKm(latitude, longitude)} <= ${radiusKm}`;
}
