import { describe, expect, it } from "vitest";
import { csvExportSchema } from "./csv-export.ts";

describe("csvExportSchema", () => {
  it("defaults to French, in French time", () => {
    expect(csvExportSchema.parse({ gameId: 1 })).toEqual({ gameId: 1, lang: "fr", timeZone: "Europe/Paris" });
  });

  it("takes an interface language and an IANA time zone, nothing else", () => {
    expect(csvExportSchema.parse({ gameId: 1, lang: "de", timeZone: "America/Montreal" })).toMatchObject({ lang: "de", timeZone: "America/Montreal" });
    expect(csvExportSchema.safeParse({ gameId: 1, lang: "it" }).success).toBe(false);
    expect(csvExportSchema.safeParse({ gameId: 1, timeZone: "Europe/Lyon" }).success).toBe(false);
    expect(csvExportSchema.safeParse({ gameId: 1, timeZone: "" }).success).toBe(false);
  });
});
