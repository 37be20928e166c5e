import { describe, expect, it } from "vitest";
import { issues } from "./test-support/schema-issues.ts";
import { boundedDate, latitudeSchema, longitudeSchema, multilineText, onceValid, VALIDATION } from "./validation.ts";
import { z } from "./zod.ts";

describe("a date a column can store", () => {
  it("runs from 1900 to the end of 9999, both included", () => {
    const date = boundedDate();
    expect(issues(date, new Date("1900-01-01T00:00:00Z"))).toEqual([]);
    expect(issues(date, new Date("9999-12-31T23:59:59Z"))).toEqual([]);
    expect(issues(date, new Date("1899-12-31T23:59:59.999Z"))).toHaveLength(1);
    expect(issues(date, new Date("9999-12-31T23:59:59.001Z"))).toHaveLength(1);
  });

  it("says what the form asks for when it is no date at all", () => {
    expect(issues(boundedDate(VALIDATION.required), "demain")).toEqual([": required"]);
  });
});

describe("coordinates", () => {
  it("keep to the globe, with the form's message for what is no number", () => {
    expect(issues(latitudeSchema(), 90)).toEqual([]);
    expect(issues(latitudeSchema(), -90.0000001)).toHaveLength(1);
    expect(issues(longitudeSchema(), -180)).toEqual([]);
    expect(issues(longitudeSchema(), 180.0000001)).toHaveLength(1);
    expect(issues(latitudeSchema("address_required"), "45")).toEqual([": address_required"]);
    expect(issues(longitudeSchema("address_required"), null)).toEqual([": address_required"]);
  });

  it("are kept to seven decimals, about a centimetre", () => {
    expect(latitudeSchema().parse(45.764012345678)).toBe(45.7640123);
    expect(longitudeSchema().parse(4.83570009)).toBe(4.8357001);
    expect(latitudeSchema().parse(5e-324)).toBe(0);
  });

  it("round a tiny negative coordinate to zero, not to a negative zero", () => {
    expect(Object.is(latitudeSchema().parse(-0.00000001), 0)).toBe(true);
    expect(Object.is(longitudeSchema().parse(-0), 0)).toBe(true);
  });
});

describe("a text of several lines", () => {
  it("is trimmed, keeps its tabs and line breaks, and is bounded after trimming", () => {
    const text = multilineText(10);
    expect(text.parse("  a\tb\nc\r\nd  ")).toBe("a\tb\nc\r\nd");
    expect(issues(text, ` ${"x".repeat(10)} `)).toEqual([]);
    expect(issues(text, "x".repeat(11))).toEqual([": too_long"]);
  });

  it("refuses the control characters no text needs", () => {
    for (const control of ["\u0000", "\u0008", "\u000b", "\u001f", "\u007f"])
      expect(issues(multilineText(10), `a${control}b`)).toEqual([": invalid_characters"]);
  });
});

describe("a rule across fields", () => {
  const limits = z
    .object({ min: z.number(), max: z.number() })
    .strict()
    .refine((limit) => limit.max >= limit.min, { message: "max_below_min", path: ["max"], ...onceValid("min", "max") });

  it("waits for the fields it reads, and only for them", () => {
    expect(issues(limits, { min: "a", max: 1 }).map((issue) => issue.split(":")[0])).toEqual(["min"]);
    expect(issues(limits, { min: 2, max: 1 })).toEqual(["max: max_below_min"]);
  });

  it("says what came is no object, without running the rule on it", () => {
    for (const value of [null, 42, "min", [2, 1]]) expect(issues(limits, value)).toHaveLength(1);
  });

  it("runs beside an issue that names no field, such as an unknown key", () => {
    const found = issues(limits, { min: 2, max: 1, extra: true });
    expect(found).toHaveLength(2);
    expect(found[1]).toBe("max: max_below_min");
  });
});
