import { describe, expect, it } from "vitest";
import { csvExportSchema } from "./csv-export.ts";

describe("csvExportSchema", () => {
  it("defaults to French", () => {
    expect(csvExportSchema.parse({ gameId: 1 })).toEqual({ gameId: 1, lang: "fr" });
  });

  it("takes an interface language, nothing else", () => {
    expect(csvExportSchema.parse({ gameId: 1, lang: "de" })).toEqual({ gameId: 1, lang: "de" });
    expect(csvExportSchema.safeParse({ gameId: 1, lang: "it" }).success).toBe(false);
    expect(csvExportSchema.safeParse({ gameId: 1, lang: "" }).success).toBe(false);
    expect(csvExportSchema.safeParse({ gameId: "1", lang: "en" }).success).toBe(false);
  });
});
