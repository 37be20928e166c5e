import { UI_LANGUAGES } from "@escouade/contracts/languages";
import { describe, expect, it } from "vitest";
import { faq as de } from "./de.ts";
import { faq as en } from "./en.ts";
import { faq as es } from "./es.ts";
import { faq as fr } from "./fr.ts";
import type { FaqContent } from "./types.ts";

const FAQ = { fr, en, es, de };
const TRANSLATIONS = UI_LANGUAGES.filter((lang) => lang !== "fr");

/** Every string of a value, however deep, so none can be left empty. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("FAQ", () => {
  it("has at least 15 questions", () => {
    expect(fr.groups.flatMap((group) => group.questions).length).toBeGreaterThanOrEqual(15);
  });

  it.each(TRANSLATIONS)("%s has the French topics, questions and links, in the same order", (lang) => {
    const shape = (content: FaqContent) =>
      content.groups.map((group) => ({ topic: group.topic, questions: group.questions.map((q) => [q.answer.length, q.link?.to ?? null]) }));
    expect(shape(FAQ[lang])).toEqual(shape(fr));
  });

  it.each(UI_LANGUAGES)("%s has no empty text", (lang) => {
    for (const text of strings(FAQ[lang])) expect(text.trim()).not.toBe("");
  });
});
