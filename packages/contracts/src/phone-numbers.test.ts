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

  it("takes a country it does not serve, even one named like an object's own property, as no country", () => {
    for (const country of ["xx", "toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(toE164("06 12 34 56 78", country)).toBeNull();
      expect(toE164("+33 6 12 34 56 78", country)).toBe("+33612345678");
    }
  });
});

/** The ITU calling codes and home trunk prefixes of the 30 served countries, as published. */
const ITU: Array<[string, string, string[]]> = [
  ["fr", "33", ["0"]],
  ["de", "49", ["0"]],
  ["es", "34", []],
  ["it", "39", []],
  ["gb", "44", ["0"]],
  ["be", "32", ["0"]],
  ["nl", "31", ["0"]],
  ["pt", "351", []],
  ["ch", "41", ["0"]],
  ["at", "43", ["0"]],
  ["se", "46", ["0"]],
  ["no", "47", []],
  ["dk", "45", []],
  ["fi", "358", ["0"]],
  ["pl", "48", []],
  ["cz", "420", []],
  ["hu", "36", ["06"]],
  ["ie", "353", ["0"]],
  ["gr", "30", []],
  ["ro", "40", ["0"]],
  ["bg", "359", ["0"]],
  ["hr", "385", ["0"]],
  ["sk", "421", ["0"]],
  ["si", "386", ["0"]],
  ["ee", "372", []],
  ["lv", "371", []],
  ["lt", "370", ["0", "8"]],
  ["lu", "352", []],
  ["mt", "356", []],
  ["cy", "357", []],
];

describe("toE164 in every served country", () => {
  it.each(ITU)("places a national number from %s behind +%s, its trunk prefix dropped", (country, code, trunks) => {
    const subscriber = "71234567";
    if (trunks.length === 0) {
      expect(toE164(subscriber, country)).toBe(`+${code}${subscriber}`);
    } else {
      for (const trunk of trunks) expect(toE164(`${trunk}${subscriber}`, country)).toBe(`+${code}${subscriber}`);
      // Without its trunk prefix, a number is not a national one there.
      expect(toE164(subscriber, country)).toBeNull();
    }
  });
});
