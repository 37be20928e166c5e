import { describe, expect, it } from "vitest";
import { COUNTRIES, COUNTRY_CODES } from "./countries.ts";

const SERVED_COUNTRY_CODES = [
  "fr",
  "de",
  "es",
  "it",
  "gb",
  "be",
  "nl",
  "pt",
  "ch",
  "at",
  "se",
  "no",
  "dk",
  "fi",
  "pl",
  "cz",
  "hu",
  "ie",
  "gr",
  "ro",
  "bg",
  "hr",
  "sk",
  "si",
  "ee",
  "lv",
  "lt",
  "lu",
  "mt",
  "cy",
];

describe("COUNTRIES (docs/product.md §9)", () => {
  it("lists exactly 30 countries", () => {
    expect(COUNTRIES).toHaveLength(30);
  });

  it("has unique codes", () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it("has unique, non-empty French names", () => {
    const names = COUNTRIES.map((c) => c.name);
    for (const n of names) expect(n.trim()).not.toBe("");
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds exactly the countries of docs/product.md §9, in its order", () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(SERVED_COUNTRY_CODES);
  });

  it("uses lowercase ISO 3166-1 alpha-2 codes", () => {
    for (const { code } of COUNTRIES) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it("names France in French", () => {
    expect(COUNTRIES.find((c) => c.code === "fr")?.name).toBe("France");
    expect(COUNTRIES.find((c) => c.code === "de")?.name).toBe("Allemagne");
  });

  it("exposes COUNTRY_CODES as the same codes", () => {
    expect(COUNTRY_CODES).toEqual(SERVED_COUNTRY_CODES);
  });
});
