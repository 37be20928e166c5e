import { describe, expect, it } from "vitest";
import { toTeamSearchInput, teamSearchSchema } from "./search-params.ts";

describe("teamSearchSchema", () => {
  it("keeps the valid filters and drops the rest", () => {
    expect(teamSearchSchema.parse({ q: " Renards ", recruiting: "true", language: "de", lat: 45.7, lon: 4.8, place: "Lyon", radius: 25 })).toEqual({
      q: "Renards",
      recruiting: true,
      language: "de",
      lat: 45.7,
      lon: 4.8,
      place: "Lyon",
      radius: 25,
    });
    expect(teamSearchSchema.parse({ recruiting: "yes", language: "klingon", lat: 400, radius: 7 })).toEqual({});
  });

  it("turns the URL's filters into the API's", () => {
    expect(toTeamSearchInput({ lat: 45.7, lon: 4.8, recruiting: true })).toEqual({
      q: undefined,
      latitude: 45.7,
      longitude: 4.8,
      radiusKm: 50,
      recruiting: true,
      language: undefined,
    });
  });
});
