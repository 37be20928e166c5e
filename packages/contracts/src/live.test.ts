import { describe, expect, it } from "vitest";
import { formatLiveCursor, LIVE_PATH, parseLiveCursor } from "./live.ts";

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
    // A kind named by more than one letter, too.
    expect(parseLiveCursor("n12.tx7")).toEqual({ notification: 12 });
  });

  it("reads a cursor of up to 200 characters, and refuses a longer one", () => {
    // Kinds this version does not know, each once: "aa1", "ab1"... fill the cursor to the limit.
    const unknown = Array.from({ length: 49 }, (_, i) => `${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}1`);
    const longest = ["n123", ...unknown].join(".");
    expect(longest).toHaveLength(200);
    expect(parseLiveCursor(longest)).toEqual({ notification: 123 });
    expect(parseLiveCursor(["n1234", ...unknown].join("."))).toBeNull();
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

describe("the live stream", () => {
  it("is served at /live, where the web opens it", () => {
    expect(LIVE_PATH).toBe("/live");
  });
});
