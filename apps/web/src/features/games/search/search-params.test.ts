import { describe, expect, it } from "vitest";
import { isCalendarDay, toGameSearchInput, gameSearchSchema } from "./search-params.ts";

describe("gameSearchSchema", () => {
  it("keeps every valid filter", () => {
    const search = {
      q: "forêt",
      type: "milsim",
      from: "2026-12-01",
      to: "2026-12-31",
      lat: 45.76,
      lon: 4.84,
      place: "Lyon",
      radius: 25,
      maxPrice: 20,
      placesLeft: true,
      language: "en",
    };
    expect(gameSearchSchema.parse(search)).toEqual(search);
  });

  it("drops what is not valid instead of failing", () => {
    expect(
      gameSearchSchema.parse({
        type: "paintball",
        from: "2026-02-30",
        to: "tomorrow",
        radius: 30,
        maxPrice: -1,
        placesLeft: "yes",
        language: "xx",
        lat: 95,
        lon: 2,
      }),
    ).toEqual({});
  });

  it("reads back text the router parsed as numbers or booleans", () => {
    expect(gameSearchSchema.parse({ q: 1944, place: true })).toEqual({ q: "1944" });
    expect(gameSearchSchema.parse({ lat: "45.7", lon: "4.8", radius: "100", maxPrice: "15", placesLeft: "true" })).toEqual({
      lat: 45.7,
      lon: 4.8,
      radius: 100,
      maxPrice: 15,
      placesLeft: true,
    });
  });

  it("keeps a place and a radius only with a centre, and leaves the default radius implicit", () => {
    expect(gameSearchSchema.parse({ place: "Lyon", radius: 25, lat: 45.7 })).toEqual({});
    expect(gameSearchSchema.parse({ lat: 45.7, lon: 4.8, radius: 50 })).toEqual({ lat: 45.7, lon: 4.8 });
  });

  it("trims text and treats blank text as absent", () => {
    expect(gameSearchSchema.parse({ q: "  cqb  " })).toEqual({ q: "cqb" });
    expect(gameSearchSchema.parse({ q: "   " })).toEqual({});
  });
});

describe("toGameSearchInput", () => {
  it("searches 50 km around a centre by default", () => {
    expect(toGameSearchInput({ lat: 45.7, lon: 4.8 })).toMatchObject({ latitude: 45.7, longitude: 4.8, radiusKm: 50 });
    expect(toGameSearchInput({}).radiusKm).toBeUndefined();
  });

  it("turns whole days into instants of the reader's day, both ends included", () => {
    const { from, to } = toGameSearchInput({ from: "2026-12-01", to: "2026-12-02" });
    expect(from).toEqual(new Date(2026, 11, 1, 0, 0, 0, 0));
    expect(to).toEqual(new Date(2026, 11, 2, 23, 59, 59, 999));
  });

  it("sends prices in cents", () => {
    expect(toGameSearchInput({ maxPrice: 12.5 }).maxPriceCents).toBe(1250);
    expect(toGameSearchInput({ maxPrice: 0 }).maxPriceCents).toBe(0);
  });
});

describe("isCalendarDay", () => {
  it("recognises real calendar days only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-1-05")).toBe(false);
  });
});

describe("gameSearchSchema under the router", () => {
  it("turns every refused known parameter into undefined, so the router's merge with the raw search cannot bring it back", () => {
    const raw = { type: "zzz", maxPrice: -3, q: "nocturne" };
    expect({ ...raw, ...gameSearchSchema.parse(raw) }).toEqual({ q: "nocturne" });
    expect(gameSearchSchema.parse(raw)).toHaveProperty("type", undefined);
  });

  it("keeps what it accepted", () => {
    expect(gameSearchSchema.parse({ type: "cqb", placesLeft: "true" })).toEqual({ type: "cqb", placesLeft: true });
  });
});
