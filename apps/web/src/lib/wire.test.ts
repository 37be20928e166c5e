import { transformer } from "@escouade/contracts/transformer";
import { describe, expect, it } from "vitest";
import { wire } from "./wire.ts";

/** What the API sends and receives, and the corners of the format. */
const SAMPLES: Record<string, unknown> = {
  "a page of games": {
    items: [
      { id: 1, title: "Dominicale", startsAt: new Date("2026-12-06T07:00:00Z"), endsAt: new Date("2026-12-06T16:00:00Z"), cancelledAt: null, price: 8, tags: ["cqb"] },
      { id: 2, title: "Nuit", startsAt: new Date("2026-12-12T19:00:00Z"), endsAt: null, cancelledAt: new Date("2026-12-01T10:00:00Z"), note: undefined },
    ],
    nextCursor: undefined,
    total: 2,
  },
  "a check-in's input": { gameId: 12, code: "ESC1.12.abc", scannedAt: new Date("2026-11-27T08:15:00.123Z") },
  "a lone date": new Date("2026-01-01T00:00:00Z"),
  "nothing to annotate": { a: 1, b: "two", c: [true, false, null], d: {} },
  "keys with dots and backslashes": { "a.b": new Date(0), "c\\d": { "e.f": undefined } },
  "sets and maps, with dates inside": { seen: new Set([new Date(1), new Date(2)]), byId: new Map<unknown, unknown>([[1, new Date(3)], ["x", { at: new Date(4) }]]) },
  "numbers JSON cannot say": [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, 1.5],
  "a bigint, a URL, a pattern and an error": { big: 12345678901234567890n, url: new URL("https://escouade.app/fr"), pattern: /ab+c/gi, error: Object.assign(new Error("boom"), { name: "TypeError" }) },
  "arrays of arrays": [[new Date(5)], [], [[undefined]]],
  "null and a string": [null, "text"],
};

describe("wire", () => {
  for (const [name, value] of Object.entries(SAMPLES)) {
    it(`writes ${name} as superjson does, and reads it back`, () => {
      const ours = wire.serialize(value);
      expect(JSON.stringify(ours)).toBe(JSON.stringify(transformer.serialize(value)));
      // What the server sends, read by the browser; what the browser sends, read by the server.
      expect(wire.deserialize(JSON.parse(JSON.stringify(transformer.serialize(value))))).toEqual(value);
      expect(transformer.deserialize(JSON.parse(JSON.stringify(ours)))).toEqual(value);
    });
  }

  it("reads a date inside a set and a map as a date, not as its text", () => {
    const read = wire.deserialize<{ seen: Set<Date>; byId: Map<string, Date> }>(JSON.parse(JSON.stringify(transformer.serialize({ seen: new Set([new Date(7)]), byId: new Map([["k", new Date(8)]]) }))));
    expect([...read.seen][0]).toBeInstanceOf(Date);
    expect(read.byId.get("k")).toBeInstanceOf(Date);
  });

  it("refuses a type the app never sends rather than handing it on as is", () => {
    expect(() => wire.deserialize({ json: "x", meta: { values: [["class", "Point"]], v: 1 } })).toThrow(/does not send/);
  });
});
