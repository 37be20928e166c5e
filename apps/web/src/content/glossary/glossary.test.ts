import { UI_LANGUAGES } from "@escouade/contracts/languages";
import { describe, expect, it } from "vitest";
import { loadGlossary } from "./load-glossary.ts";

const glossaries = Object.fromEntries(await Promise.all(UI_LANGUAGES.map(async (lang) => [lang, await loadGlossary(lang)] as const)));
const ids = (lang: string) => glossaries[lang]!.map((entry) => entry.id);

describe("glossary", () => {
  it("has at least 60 terms, each id once", () => {
    expect(glossaries.fr!.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ids("fr")).size).toBe(ids("fr").length);
  });

  it.each(UI_LANGUAGES)("lists the same terms in the same order in %s as in French", (lang) => {
    expect(ids(lang)).toEqual(ids("fr"));
  });

  it.each(UI_LANGUAGES)("has a term and a definition for every entry in %s", (lang) => {
    for (const entry of glossaries[lang]!) {
      expect(entry.term.trim(), entry.id).not.toBe("");
      expect(entry.definition.trim().length, entry.id).toBeGreaterThan(20);
    }
  });

  it.each(UI_LANGUAGES.filter((lang) => lang !== "fr"))("writes its definitions natively in %s, not copied from French", (lang) => {
    const french = new Map(glossaries.fr!.map((entry) => [entry.id, entry.definition]));
    for (const entry of glossaries[lang]!) expect(entry.definition, entry.id).not.toBe(french.get(entry.id));
  });
});
