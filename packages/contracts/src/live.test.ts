import { describe, expect, it } from "vitest";
import { formatLiveCursor, parseLiveCursor } from "./live.ts";

describe("the live cursor", () => {
  it("writes and reads every kind's position", () => {
    expect(formatLiveCursor({ notification: 123 })).toBe("n123");
    expect(formatLiveCursor({ message: 45, notification: 123 })).toBe("n123.m45");
    expect(formatLiveCursor({})).toBe("");
    expect(parseLiveCursor("n123")).toEqual({ notification: 123 });
    expect(parseLiveCursor("n0")).toEqual({ notification: 0 });
  });

  it("skips kinds it does not know, so a newer tab's cursor still resumes what this one serves", () => {
    expect(parseLiveCursor("n12.m45.t7")).toEqual({ notification: 12, message: 45 });
    expect(parseLiveCursor("t7")).toEqual({});
  });

  it("refuses what is malformed or out of range", () => {
    for (const bad of [
      "",
      "123",
      "n",
      "n-1",
      "n01",
      "n1.",
      ".n1",
      "n1.n2",
      "N1",
      "n1 ",
      "n1e3",
      "n99999999999999999999",
      "n9007199254740993",
      `n1.${"x1.".repeat(80)}`,
    ]) {
      expect(parseLiveCursor(bad), bad).toBeNull();
    }
    expect(parseLiveCursor("n9007199254740991")).toEqual({ notification: 9007199254740991 });
  });
});
