import { UI_LANGUAGES } from "@escouade/contracts/languages";
import { describe, expect, it } from "vitest";
import { legal as de } from "./de.ts";
import { legal as en } from "./en.ts";
import { legal as es } from "./es.ts";
import { legal as fr } from "./fr.ts";
import type { LegalDocument, LegalDocuments } from "./types.ts";

const LEGAL = { fr, en, es, de };
const TRANSLATIONS = UI_LANGUAGES.filter((lang) => lang !== "fr");

/** Every string of a value, however deep, so none can be left empty. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** What a translation must keep from the French reference: documents, sections, blocks, list sizes. */
function legalShape(legal: LegalDocuments) {
  return (Object.entries(legal) as Array<[string, LegalDocument]>).map(([key, doc]) => ({
    key,
    updatedAt: doc.updatedAt,
    sections: doc.sections.map((section) => section.paragraphs.map((block) => (typeof block === "string" ? "p" : block.length))),
  }));
}

describe("legal documents", () => {
  it.each(TRANSLATIONS)("%s has the French documents, sections and lists, in the same order", (lang) => {
    expect(legalShape(LEGAL[lang])).toEqual(legalShape(fr));
  });

  it.each(UI_LANGUAGES)("%s has no empty text", (lang) => {
    for (const text of strings(LEGAL[lang])) expect(text.trim()).not.toBe("");
  });

  it("carries the dates of docs/product.md §7: terms on 15 June 2025, policies and notice on 8 July 2025", () => {
    expect(fr.termsOfUse.updatedAt).toBe("2025-06-15");
    expect(fr.termsOfSale.updatedAt).toBe("2025-06-15");
    expect(fr.privacyPolicy.updatedAt).toBe("2025-07-08");
    expect(fr.cookiesPolicy.updatedAt).toBe("2025-07-08");
    expect(fr.legalNotice.updatedAt).toBe("2025-07-08");
  });

  it("states the fees of docs/product.md §3 in every language", () => {
    for (const lang of UI_LANGUAGES) {
      const sale = strings(LEGAL[lang].termsOfSale).join(" ");
      for (const figure of [/\b1\s?€|€1\b/, /\b5\s?€|€5\b/, /\b20\s?€|€20\b/, /\b5\s?%/, /1[.,]5\s?%/, /0[.,]25\s?€|€0\.25/])
        expect(sale, lang).toMatch(figure);
    }
  });
});
