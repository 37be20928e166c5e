import { SEARCH_RADII_KM } from "@escouade/contracts/games";
import { PLAYER_SEARCH_RADII_KM } from "@escouade/contracts/players";
import { SHOP_SEARCH_RADII_KM } from "@escouade/contracts/shops";
import { describe, expect, it } from "vitest";
import { countActiveFilters, centerSchema, SEARCH_RADII, searchCircle, toCenterInput } from "./search-params.ts";

describe("SEARCH_RADII", () => {
  it("knows the same radii as every search of the contracts", () => {
    expect(SEARCH_RADII).toEqual(SEARCH_RADII_KM);
    expect(SEARCH_RADII).toEqual(PLAYER_SEARCH_RADII_KM);
    expect(SEARCH_RADII).toEqual(SHOP_SEARCH_RADII_KM);
  });
});

describe("centerSchema", () => {
  it("keeps a centre with its name and radius", () => {
    expect(centerSchema.parse({ lat: 45.76, lon: 4.84, place: "Lyon", radius: 25 })).toEqual({ lat: 45.76, lon: 4.84, place: "Lyon", radius: 25 });
  });

  it("reads back what the router parsed as text, numbers or booleans", () => {
    expect(centerSchema.parse({ lat: "45.7", lon: "4.8", radius: "100", place: true })).toEqual({ lat: 45.7, lon: 4.8, radius: 100, place: "true" });
  });

  it("keeps a name and a radius only with both coordinates, and leaves the default radius implicit", () => {
    expect(centerSchema.parse({ place: "Lyon", radius: 25, lat: 45.7 })).toEqual({});
    expect(centerSchema.parse({ lat: 95, lon: 2 })).toEqual({});
    expect(centerSchema.parse({ lat: 45.7, lon: 4.8, radius: 50 })).toEqual({ lat: 45.7, lon: 4.8 });
    expect(centerSchema.parse({ lat: 45.7, lon: 4.8, radius: 30 })).toEqual({ lat: 45.7, lon: 4.8 });
  });
});

describe("searchCircle and toCenterInput", () => {
  it("search 50 km around a centre by default, and nowhere in particular without one", () => {
    expect(searchCircle({ lat: 45.7, lon: 4.8 })).toEqual({ latitude: 45.7, longitude: 4.8, radiusKm: 50 });
    expect(searchCircle({})).toBeUndefined();
    expect(toCenterInput({ lat: 45.7, lon: 4.8, radius: 10 })).toEqual({ latitude: 45.7, longitude: 4.8, radiusKm: 10 });
    expect(toCenterInput({})).toEqual({ latitude: undefined, longitude: undefined, radiusKm: undefined });
  });
});

describe("countActiveFilters", () => {
  it("counts the filters in use, the centre once", () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ q: "x", lat: 1, lon: 2, place: "Lyon", radius: 25, placesLeft: true })).toBe(3);
    expect(countActiveFilters({ q: "x", type: "field", lat: 1, lon: 2, place: "Lyon", radius: 25 })).toBe(3);
    expect(countActiveFilters({ q: undefined, availability: "available" })).toBe(1);
  });
});
