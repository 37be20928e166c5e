import { describe, expect, it } from "vitest";
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SPOKEN_LANGUAGES,
  UI_LANGUAGES,
  UI_LANGUAGE_OPTIONS,
  isUiLanguage,
  resolveUiLanguage,
} from "./languages.ts";

describe("UI languages constants (docs/product.md §9)", () => {
  it("supports exactly fr, en, es, de", () => {
    expect([...UI_LANGUAGES].sort()).toEqual(["de", "en", "es", "fr"]);
  });

  it("falls back to its default language, French", () => {
    expect(resolveUiLanguage(null, [])).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE).toBe("fr");
  });

  it("keeps the choice under the key browsers already hold: renaming it forgets every visitor's choice", () => {
    expect(LANGUAGE_STORAGE_KEY).toBe("lang");
  });

  it("offers one option per UI language with the names of docs/product.md §9", () => {
    const byCode = Object.fromEntries(UI_LANGUAGE_OPTIONS.map((o) => [o.code, o.name]));
    expect(byCode).toEqual({ fr: "Français", en: "English", de: "Deutsch", es: "Español" });
    expect(UI_LANGUAGE_OPTIONS).toHaveLength(UI_LANGUAGES.length);
  });

  it("shows each option with its country's flag, English with the British one", () => {
    expect(UI_LANGUAGE_OPTIONS.map((o) => [o.code, o.countryCode])).toEqual([
      ["fr", "fr"],
      ["en", "gb"],
      ["de", "de"],
      ["es", "es"],
    ]);
  });

  it("lets players declare every UI language as a spoken language, without duplicates", () => {
    for (const code of UI_LANGUAGES) expect(SPOKEN_LANGUAGES).toContain(code);
    expect(new Set(SPOKEN_LANGUAGES).size).toBe(SPOKEN_LANGUAGES.length);
  });
});

describe("isUiLanguage", () => {
  it.each(["fr", "en", "es", "de"])("accepts %s", (code) => {
    expect(isUiLanguage(code)).toBe(true);
  });

  it.each(["it", "FR", "fr-FR", "", " fr", "xx"])("rejects the string %j", (code) => {
    expect(isUiLanguage(code)).toBe(false);
  });

  it.each([null, undefined, 1, {}, ["fr"], true])("rejects the non-string %j", (value) => {
    expect(isUiLanguage(value)).toBe(false);
  });
});

describe("resolveUiLanguage", () => {
  it("uses the stored language first, whatever the browser says", () => {
    expect(resolveUiLanguage("en", ["de-AT", "es"])).toBe("en");
    expect(resolveUiLanguage("es", [])).toBe("es");
  });

  it("uses the browser language when nothing is stored, ignoring the region", () => {
    expect(resolveUiLanguage(null, ["de-AT"])).toBe("de");
    expect(resolveUiLanguage(undefined, ["en-GB"])).toBe("en");
  });

  it("matches browser tags case-insensitively", () => {
    expect(resolveUiLanguage(null, ["DE-at"])).toBe("de");
  });

  it("takes the first supported browser language, skipping unsupported ones", () => {
    expect(resolveUiLanguage(null, ["it-IT", "ja", "es-MX", "en-US"])).toBe("es");
  });

  it("falls through an unsupported stored value to the browser", () => {
    expect(resolveUiLanguage("xx", ["de-AT"])).toBe("de");
    expect(resolveUiLanguage("", ["en"])).toBe("en");
  });

  it("falls back to fr when neither the stored value nor the browser is supported", () => {
    expect(resolveUiLanguage("xx", ["it-IT", "ja"])).toBe("fr");
  });

  it("falls back to fr when nothing is known at all", () => {
    expect(resolveUiLanguage(null, [])).toBe("fr");
    expect(resolveUiLanguage(undefined, [])).toBe("fr");
  });
});

describe("acceptedLanguages", () => {
  it("orders a browser's languages by their weight, the first listed first among equals", () => {
    expect(acceptedLanguages("de-CH, fr;q=0.9, en;q=0.95, es")).toEqual(["de-CH", "es", "en", "fr"]);
    expect(resolveUiLanguage(null, acceptedLanguages("it, en-GB;q=0.8, fr;q=0.5"))).toBe("en");
  });

  it("drops what is refused or meaningless, and reads nothing from nothing", () => {
    expect(acceptedLanguages("*, fr;q=0, en;q=abc, ;q=1")).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });

  it("reads a weight written with spaces, and ignores the other parameters", () => {
    expect(acceptedLanguages("fr; q=0.5, en;q=0.8")).toEqual(["en", "fr"]);
    expect(acceptedLanguages("fr ;q=0.5, de;level=1, en;q=0.8")).toEqual(["de", "en", "fr"]);
  });

  it("reads only the first twenty languages of a header, however long", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `x${i};q=0.5`);
    expect(acceptedLanguages([...twenty, "fr"].join(","))).toEqual(twenty.map((part) => part.split(";")[0]));
  });
});
