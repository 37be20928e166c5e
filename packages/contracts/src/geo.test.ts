import { describe, expect, it } from "vitest";
import { ADDRESS_QUERY_MAX, EARTH_RADIUS_KM, GEO_VALIDATION, addressSearchSchema, boundingBox, haversineKm, type LatLon } from "./geo.ts";
import { VALIDATION } from "./validation.ts";
import { issues } from "./test-support/schema-issues.ts";

const issuesOf = (value: unknown) => issues(addressSearchSchema, value);

const PARIS: LatLon = { latitude: 48.8566, longitude: 2.3522 };
const LYON: LatLon = { latitude: 45.764, longitude: 4.8357 };
const LONDON: LatLon = { latitude: 51.5074, longitude: -0.1278 };
/** Kilometres in one degree of a great circle: 6371 × π / 180. */
const KM_PER_DEGREE = 111.19492664455873;

describe("addressSearchSchema", () => {
  it("trims the query and fills the defaults", () => {
    expect(addressSearchSchema.parse({ query: "  8 bd du Port  " })).toEqual({ query: "8 bd du Port", limit: 5, kind: "address" });
  });

  it("keeps an explicit limit and kind", () => {
    expect(addressSearchSchema.parse({ query: "Lyon", limit: 10, kind: "city" })).toEqual({ query: "Lyon", limit: 10, kind: "city" });
  });

  it("accepts exactly 3 characters and refuses 2, spaces not counted", () => {
    expect(issuesOf({ query: "Ars" })).toEqual([]);
    expect(issuesOf({ query: "Ar" })).toEqual([`query: ${GEO_VALIDATION.queryTooShort}`]);
    expect(issuesOf({ query: "  Ar   " })).toEqual([`query: ${GEO_VALIDATION.queryTooShort}`]);
  });

  it("says 'required' (only) for an empty, blank or missing query", () => {
    expect(issuesOf({ query: "" })).toEqual([`query: ${VALIDATION.required}`]);
    expect(issuesOf({ query: "    " })).toEqual([`query: ${VALIDATION.required}`]);
    expect(issuesOf({})).toEqual([`query: ${VALIDATION.required}`]);
  });

  it("accepts 200 characters and refuses 201", () => {
    expect(issuesOf({ query: "a".repeat(ADDRESS_QUERY_MAX) })).toEqual([]);
    expect(issuesOf({ query: "a".repeat(ADDRESS_QUERY_MAX + 1) })).toEqual([`query: ${VALIDATION.tooLong}`]);
  });

  it("keeps the limit between 1 and 10, whole numbers only", () => {
    expect(issuesOf({ query: "Lyon", limit: 1 })).toEqual([]);
    expect(issuesOf({ query: "Lyon", limit: 0 })).toHaveLength(1);
    expect(issuesOf({ query: "Lyon", limit: 11 })).toHaveLength(1);
    expect(issuesOf({ query: "Lyon", limit: 2.5 })).toHaveLength(1);
  });

  it("knows only the kinds address and city", () => {
    expect(issuesOf({ query: "Lyon", kind: "street" })).toHaveLength(1);
  });

  it("uses a key of its own for the short query, distinct from the shared ones", () => {
    expect(GEO_VALIDATION.queryTooShort).toBe("address_query_too_short");
    expect(Object.values(VALIDATION)).not.toContain(GEO_VALIDATION.queryTooShort);
  });
});

describe("haversineKm", () => {
  it("measures Paris–Lyon at about 391.5 km", () => {
    expect(haversineKm(PARIS, LYON)).toBeCloseTo(391.499, 2);
  });

  it("measures Paris–London at about 343.6 km, across the prime meridian", () => {
    expect(haversineKm(PARIS, LONDON)).toBeCloseTo(343.556, 2);
  });

  it("is symmetric and zero from a point to itself", () => {
    expect(haversineKm(LYON, PARIS)).toBeCloseTo(haversineKm(PARIS, LYON), 9);
    expect(haversineKm(LYON, LYON)).toBe(0);
  });

  it("gives one degree of the equator and half the circumference for antipodes", () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(KM_PER_DEGREE, 6);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it("shrinks a degree of longitude with the cosine of the latitude", () => {
    // At 60°N a degree of longitude is close to half a degree of the equator (the great circle is a bit shorter).
    expect(haversineKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(55.597, 2);
  });
});

/** The point `distanceKm` away from `start` heading `bearingDeg` (the direct geodesic problem on a sphere). */
function destination(start: LatLon, bearingDeg: number, distanceKm: number): LatLon {
  const rad = Math.PI / 180;
  const d = distanceKm / EARTH_RADIUS_KM;
  const lat1 = start.latitude * rad;
  const lon1 = start.longitude * rad;
  const bearing = bearingDeg * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lon2 / rad };
}

describe("boundingBox", () => {
  it("spans one degree each way for 111.19 km at the equator", () => {
    const box = boundingBox({ latitude: 0, longitude: 0 }, KM_PER_DEGREE);
    expect(box.minLat).toBeCloseTo(-1, 9);
    expect(box.maxLat).toBeCloseTo(1, 9);
    expect(box.minLon).toBeCloseTo(-1, 9);
    expect(box.maxLon).toBeCloseTo(1, 9);
  });

  it("widens longitudes about twofold at 60°N (asin(sin 1° / cos 60°) = 2.0003°)", () => {
    const box = boundingBox({ latitude: 60, longitude: 10 }, KM_PER_DEGREE);
    expect(box.minLat).toBeCloseTo(59, 9);
    expect(box.maxLat).toBeCloseTo(61, 9);
    expect(box.minLon).toBeCloseTo(10 - 2.0003048, 6);
    expect(box.maxLon).toBeCloseTo(10 + 2.0003048, 6);
  });

  it("contains every point of the circle, in every direction (Lyon, 50 km; Oslo, 200 km)", () => {
    for (const [center, radiusKm] of [
      [LYON, 50],
      [{ latitude: 59.91, longitude: 10.75 }, 200],
    ] as const) {
      const box = boundingBox(center, radiusKm);
      for (let bearing = 0; bearing < 360; bearing += 1) {
        const point = destination(center, bearing, radiusKm * 0.999999);
        expect(haversineKm(center, point)).toBeCloseTo(radiusKm, 3);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLat);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLat);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLon);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLon);
      }
    }
  });

  it("is not much larger than the circle: its edges are reached by points of the circle", () => {
    const box = boundingBox(LYON, 50);
    const east = Math.max(...Array.from({ length: 3600 }, (_, i) => destination(LYON, i / 10, 50).longitude));
    expect(box.maxLon - east).toBeLessThan(1e-4);
    expect(box.maxLat - destination(LYON, 0, 50).latitude).toBeLessThan(1e-9);
  });

  it("clamps latitudes and covers every longitude when the circle reaches a pole", () => {
    expect(boundingBox({ latitude: 89.5, longitude: 20 }, 200)).toEqual({ minLat: expect.closeTo(87.7013, 3), maxLat: 90, minLon: -180, maxLon: 180 });
    expect(boundingBox({ latitude: -89.5, longitude: 20 }, 200)).toMatchObject({ minLat: -90, minLon: -180, maxLon: 180 });
  });

  it("covers every longitude for a circle that just reaches the pole", () => {
    // From 60°N, 30° of arc (this radius: sin 30° / cos 60° is exactly 1 here) ends at the North Pole.
    const box = boundingBox({ latitude: 60, longitude: 10 }, 3335.8477993367633);
    expect(box).toEqual({ minLat: expect.closeTo(30, 9), maxLat: expect.closeTo(90, 9), minLon: -180, maxLon: 180 });
  });

  it("covers the whole globe for a radius beyond a quarter of the circumference", () => {
    expect(boundingBox({ latitude: 0, longitude: 0 }, 15_000)).toEqual({ minLat: -90, maxLat: 90, minLon: -180, maxLon: 180 });
  });

  it("clamps longitudes at ±180 without wrapping", () => {
    const box = boundingBox({ latitude: 0, longitude: 179.5 }, KM_PER_DEGREE);
    expect(box.maxLon).toBe(180);
    expect(box.minLon).toBeCloseTo(178.5, 9);
  });

  it("is a point for a zero radius", () => {
    expect(boundingBox(LYON, 0)).toEqual({ minLat: LYON.latitude, maxLat: LYON.latitude, minLon: LYON.longitude, maxLon: LYON.longitude });
  });
});
