import { describe, expect, it } from "vitest";
import { embedOptionsSchema, embedSnippet, embedTargetSchema, embedUrl } from "./embed.ts";

describe("the widget's address", () => {
  it("names a team by slug, a field by id, an organizer by id, and nothing else", () => {
    expect(embedTargetSchema.parse({ kind: "field", key: "42" })).toEqual({ kind: "field", key: 42 });
    expect(embedTargetSchema.parse({ kind: "team", key: "les-loups" })).toEqual({ kind: "team", key: "les-loups" });
    for (const bad of [
      { kind: "field", key: "0" },
      { kind: "field", key: "4.5" },
      { kind: "field", key: "1e3" },
      { kind: "field", key: "0x10" },
      { kind: "field", key: " 42" },
      { kind: "field", key: "1000000000" },
      { kind: "team", key: "Les Loups" },
      { kind: "organizer", key: "../admin" },
      { kind: "shop", key: "1" },
    ]) {
      expect(embedTargetSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("takes a field's id of one to nine digits", () => {
    expect(embedTargetSchema.parse({ kind: "field", key: "7" })).toEqual({ kind: "field", key: 7 });
    expect(embedTargetSchema.parse({ kind: "field", key: "123456789" })).toEqual({ kind: "field", key: 123456789 });
  });

  it("takes an organizer's player id of letters, digits, dashes and underscores, up to a hundred", () => {
    expect(embedTargetSchema.parse({ kind: "organizer", key: "a" })).toEqual({ kind: "organizer", key: "a" });
    const longest = `Org_9-${"x".repeat(94)}`;
    expect(embedTargetSchema.parse({ kind: "organizer", key: longest })).toEqual({ kind: "organizer", key: longest });
    for (const key of ["", "x".repeat(101), "org/", "org id", "é"]) {
      expect(embedTargetSchema.safeParse({ kind: "organizer", key }).success, key).toBe(false);
    }
  });

  it("falls back to French and the visitor's theme for a language or theme it does not know", () => {
    expect(embedOptionsSchema.parse({})).toEqual({ lang: "fr", theme: "auto" });
    expect(embedOptionsSchema.parse({ lang: "it", theme: ["dark", "light"] })).toEqual({ lang: "fr", theme: "auto" });
    expect(embedOptionsSchema.parse({ lang: "de", theme: "dark" })).toEqual({ lang: "de", theme: "dark" });
  });

  it("gives a snippet whose attributes nothing in a name can break out of", () => {
    const url = embedUrl("https://escouade.example", { kind: "team", key: "les-loups" }, { lang: "en", theme: "light" });
    expect(url).toBe("https://escouade.example/embed/team/les-loups?lang=en&theme=light");
    const snippet = embedSnippet(url, `Les "Loups" <script>`);
    expect(snippet).toContain('src="https://escouade.example/embed/team/les-loups?lang=en&amp;theme=light"');
    expect(snippet).toContain('title="Les &quot;Loups&quot; &lt;script>"');
    expect(snippet).toContain('loading="lazy"');
  });
});
