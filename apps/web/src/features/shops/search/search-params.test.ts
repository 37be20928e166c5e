import { SHOP_TYPES } from "@escouade/contracts/shops";
import { describe, expect, it } from "vitest";
import { toGetStoresInput, shopSearchSchema } from "./search-params.ts";

describe("shopSearchSchema", () => {
  it("keeps every valid filter", () => {
    const search = { q: "répliques", type: "field", lat: 45.76, lon: 4.84, place: "Lyon", radius: 25 };
    expect(shopSearchSchema.parse(search)).toEqual(search);
  });

  it("accepts every shop type of the contracts", () => {
    for (const type of SHOP_TYPES) expect(shopSearchSchema.parse({ type }).type).toBe(type);
  });

  it("drops what is not valid instead of failing", () => {
    expect(shopSearchSchema.parse({ type: "armurerie", lat: 95, lon: 2, radius: 30, q: "   " })).toEqual({});
    expect(shopSearchSchema.parse({ type: "toString" })).toEqual({});
  });

  it("reads back what the router parsed as numbers or booleans", () => {
    expect(shopSearchSchema.parse({ q: 1944, lat: "45.7", lon: "4.8", radius: "100", place: true })).toEqual({
      q: "1944",
      lat: 45.7,
      lon: 4.8,
      radius: 100,
      place: "true",
    });
  });

  it("keeps a place and a radius only with a centre, and leaves the default radius implicit", () => {
    expect(shopSearchSchema.parse({ place: "Lyon", radius: 25, lat: 45.7 })).toEqual({});
    expect(shopSearchSchema.parse({ lat: 45.7, lon: 4.8, radius: 50 })).toEqual({ lat: 45.7, lon: 4.8 });
  });
});

describe("toGetStoresInput", () => {
  it("searches 50 km around a centre by default, and nowhere in particular without one", () => {
    expect(toGetStoresInput({ lat: 45.7, lon: 4.8 })).toMatchObject({ latitude: 45.7, longitude: 4.8, radiusKm: 50 });
    expect(toGetStoresInput({ type: "online" })).toEqual({ type: "online", q: undefined, latitude: undefined, longitude: undefined, radiusKm: undefined });
  });
});
