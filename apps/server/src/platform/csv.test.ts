import { describe, expect, it } from "vitest";
import { readCsv } from "../../test-support/read-csv.ts";
import { csvDateTime, csvDecimal, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("separates with a semicolon in French, German and Spanish, quoting cells that hold one", () => {
    for (const lang of ["fr", "de", "es"] as const) {
      const csv = toCsv(["a", "b"], [["1,5", 'il a dit "go"; puis rien']], lang);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      expect(csv).toBe(`\uFEFFa;b\r\n1,5;"il a dit ""go""; puis rien"\r\n`);
      expect(readCsv(csv, ";")).toEqual([
        ["a", "b"],
        ["1,5", 'il a dit "go"; puis rien'],
      ]);
    }
  });

  it("keeps the comma in English, quoting cells that hold one", () => {
    const csv = toCsv(["a", "b"], [["1,5", "x; y"]], "en");
    expect(csv).toBe(`\uFEFFa,b\r\n"1,5",x; y\r\n`);
    expect(readCsv(csv, ",")).toEqual([
      ["a", "b"],
      ["1,5", "x; y"],
    ]);
  });

  it("defuses cells that would start a formula, an E.164 number kept whole as text", () => {
    const csv = toCsv(["a"], [["=SUM(1)"], ["+33612345678"], ["-x"], ["@A1"], ["\tx"], ["Léa\nLyon"]], "fr");
    expect(readCsv(csv, ";").map(([cell]) => cell)).toEqual(["a", "'=SUM(1)", "'+33612345678", "'-x", "'@A1", "'\tx", "Léa\nLyon"]);
  });
});

describe("csvDateTime", () => {
  const winter = new Date("2026-11-27T13:26:18.338Z");
  const summer = new Date("2026-07-14T22:05:00Z");

  it("writes the moment in the organizer's time zone, in their language's form", () => {
    expect(csvDateTime(winter, "fr", "Europe/Paris")).toBe("27/11/2026 14:26");
    expect(csvDateTime(winter, "es", "Europe/Madrid")).toBe("27/11/2026 14:26");
    expect(csvDateTime(winter, "de", "Europe/Berlin")).toBe("27.11.2026 14:26");
    expect(csvDateTime(winter, "en", "Europe/London")).toBe("2026-11-27 13:26");
    // Summer time, and a day that is already the next one in Paris.
    expect(csvDateTime(summer, "fr", "Europe/Paris")).toBe("15/07/2026 00:05");
    expect(csvDateTime(summer, "en", "America/Montreal")).toBe("2026-07-14 18:05");
    expect(csvDateTime(null, "fr", "Europe/Paris")).toBe("");
  });
});

describe("csvDecimal", () => {
  it("uses the language's decimal separator", () => {
    expect(csvDecimal(0.2, 2, "fr")).toBe("0,20");
    expect(csvDecimal(1.1708, 3, "de")).toBe("1,171");
    expect(csvDecimal(0.2, 2, "en")).toBe("0.20");
  });
});
