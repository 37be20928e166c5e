import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./countries.ts";
import { CALLING_CODES, toE164 } from "./phone-numbers.ts";

describe("toE164", () => {
  it("has a calling code for every served country", () => {
    expect(Object.keys(CALLING_CODES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it("writes the international forms typed in any way as one", () => {
    for (const typed of ["+33 6 12 34 56 78", "+33.6.12.34.56.78", "+33-612-345-678", "0033 6 12 34 56 78", "+33 (0)6 12 34 56 78", "+33 06 12 34 56 78"])
      expect(toE164(typed, "fr")).toBe("+33612345678");
    expect(toE164("+44 (0)20 7946 0958", "fr")).toBe("+442079460958");
  });

  it("adds the player's country code to a national number, dropping the trunk prefix where there is one", () => {
    expect(toE164("06 12 34 56 78", "fr")).toBe("+33612345678");
    expect(toE164("0151 2345 6789", "de")).toBe("+4915123456789");
    expect(toE164("612 34 56 78", "es")).toBe("+34612345678");
    expect(toE164("06 1234 5678", "it")).toBe("+390612345678");
    expect(toE164("06 30 123 4567", "hu")).toBe("+36301234567");
    expect(toE164("8 612 34567", "lt")).toBe("+37061234567");
  });

  it("leaves what it cannot place: a national number without its trunk, no country, too long, not a number", () => {
    expect(toE164("33 6 12 34 56 78", "fr")).toBeNull();
    expect(toE164("06 12 34 56 78", null)).toBeNull();
    expect(toE164("+33 6 12 34 56 78 90 12 34", "fr")).toBeNull();
    expect(toE164("=1+1", "fr")).toBeNull();
    expect(toE164("", "fr")).toBeNull();
  });
});
