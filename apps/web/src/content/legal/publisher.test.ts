import { describe, expect, it } from "vitest";
import { legal as de } from "./de.ts";
import { legal as en } from "./en.ts";
import { legal as es } from "./es.ts";
import { legal as fr } from "./fr.ts";
import { fillPublisher, missingPublisherFields, PUBLISHER_FIELDS, publisherFromEnv } from "./publisher.ts";

const TEXTS = { fr, en, es, de };

describe("the legal notice's publisher details", () => {
  it.each(Object.entries(TEXTS))("%s names every detail once, and nothing is left in brackets", (_lang, legal) => {
    const text = legal.legalNotice.sections.flatMap((section) => section.paragraphs.flat()).join("\n");
    expect([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()).toEqual([...PUBLISHER_FIELDS].sort());
    expect(text).not.toMatch(/\[[^\]]+\]/);
  });

  it("fills the details given and marks the others as missing", () => {
    expect(fillPublisher("Édité par {name}, {legalForm}.", { name: "Escouade SAS" })).toEqual([
      { text: "Édité par " },
      { field: "name", value: "Escouade SAS" },
      { text: ", " },
      { field: "legalForm", missing: true },
      { text: "." },
    ]);
  });

  it("leaves unknown braces as text", () => {
    expect(fillPublisher("{nope} et {name}", { name: "X" })).toEqual([{ text: "{nope} et " }, { field: "name", value: "X" }]);
  });

  it("reads VITE_PUBLISHER_* variables, blank ones as missing", () => {
    const publisher = publisherFromEnv({
      VITE_PUBLISHER_NAME: " Escouade SAS ",
      VITE_PUBLISHER_LEGAL_FORM: "SAS",
      VITE_PUBLISHER_REGISTRATION_NUMBER: "123 456 789",
      VITE_PUBLISHER_VAT_NUMBER: "  ",
    });
    expect(publisher).toMatchObject({ name: "Escouade SAS", legalForm: "SAS", registrationNumber: "123 456 789", vatNumber: undefined });
    expect(missingPublisherFields(publisher)).toEqual(["capital", "address", "registryCity", "vatNumber", "director", "host"]);
  });
});
