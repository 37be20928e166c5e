import { AVAILABILITIES } from "@escouade/contracts/players";
import { describe, expect, it } from "vitest";
import { AVAILABILITY_VALUES, toPlayerSearchInput, playerSearchSchema } from "./search-params.ts";

describe("playerSearchSchema", () => {
  it("keeps every valid filter", () => {
    const search = { q: "morel", team: "Les Renards", lat: 45.76, lon: 4.84, place: "Lyon", radius: 25, availability: "available", language: "de" };
    expect(playerSearchSchema.parse(search)).toEqual(search);
  });

  it("drops what is not valid instead of failing", () => {
    expect(playerSearchSchema.parse({ radius: 30, availability: "maybe", language: "xx", lat: 95, lon: 2, q: "   " })).toEqual({});
  });

  it("reads back text the router parsed as numbers, and numbers it kept as text", () => {
    expect(playerSearchSchema.parse({ q: 1944, team: true })).toEqual({ q: "1944", team: "true" });
    expect(playerSearchSchema.parse({ lat: "45.7", lon: "4.8", radius: "100" })).toEqual({ lat: 45.7, lon: 4.8, radius: 100 });
  });

  it("keeps a place and a radius only with a centre, and leaves the default radius implicit", () => {
    expect(playerSearchSchema.parse({ place: "Lyon", radius: 25, lat: 45.7 })).toEqual({});
    expect(playerSearchSchema.parse({ lat: 45.7, lon: 4.8, radius: 50 })).toEqual({ lat: 45.7, lon: 4.8 });
  });
});

describe("toPlayerSearchInput", () => {
  it("searches 50 km around a centre by default, and nowhere in particular without one", () => {
    expect(toPlayerSearchInput({ lat: 45.7, lon: 4.8 })).toMatchObject({ latitude: 45.7, longitude: 4.8, radiusKm: 50 });
    expect(toPlayerSearchInput({ q: "alex" })).toEqual({ q: "alex" });
  });
});

describe("AVAILABILITY_VALUES", () => {
  it("knows the same availabilities as the contracts", () => {
    expect(AVAILABILITY_VALUES).toEqual(AVAILABILITIES);
  });
});
