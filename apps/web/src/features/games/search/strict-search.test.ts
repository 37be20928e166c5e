import { describe, expect, it } from "vitest";
import { strictSearch } from "@/lib/strict-search.ts";
import { validateGameSearch } from "./search-params.ts";

describe("strictSearch", () => {
  it("turns every refused raw parameter into undefined, so the router's merge cannot bring it back", () => {
    const raw = { type: "zzz", maxPrice: -3, q: "nocturne", utm_source: "mail" };
    const validated = strictSearch(validateGameSearch)(raw);
    expect({ ...raw, ...validated }).toEqual({ type: undefined, maxPrice: undefined, q: "nocturne", utm_source: undefined });
  });

  it("keeps what the check accepted", () => {
    expect(strictSearch(validateGameSearch)({ type: "cqb", placesLeft: "true" })).toEqual({ type: "cqb", placesLeft: true });
  });
});
