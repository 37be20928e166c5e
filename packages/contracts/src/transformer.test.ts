import { describe, expect, it } from "vitest";
import { transformer } from "./transformer.ts";

/** The runtime's WHATWG URL class (the package's tsconfig loads no DOM or Node typings). */
type UrlLike = { readonly href: string; toString(): string };
const URL = (globalThis as unknown as { URL: new (input: string) => UrlLike }).URL;

/** Through the wire: serialize, turn into JSON text, parse it back, deserialize. */
function roundTrip<T>(value: T): T {
  const text = JSON.stringify(transformer.serialize(value));
  return transformer.deserialize<T>(JSON.parse(text));
}

describe("transformer (docs/product.md §9: the wire format)", () => {
  it("round-trips a Date", () => {
    const date = new Date("2025-07-08T10:30:00.123Z");
    const back = roundTrip(date);
    expect(back).toBeInstanceOf(Date);
    expect(back.getTime()).toBe(date.getTime());
  });

  it("round-trips a Set", () => {
    const back = roundTrip(new Set(["fr", "en", 3]));
    expect(back).toBeInstanceOf(Set);
    expect([...back]).toEqual(["fr", "en", 3]);
  });

  it("round-trips a Map with non-string keys and Date values", () => {
    const when = new Date("2025-06-15T00:00:00Z");
    const back = roundTrip(new Map<number, Date>([[42, when]]));
    expect(back).toBeInstanceOf(Map);
    expect(back.get(42)).toBeInstanceOf(Date);
    expect(back.get(42)?.getTime()).toBe(when.getTime());
  });

  it("round-trips a BigInt beyond Number.MAX_SAFE_INTEGER", () => {
    const big = 2n ** 64n + 1n;
    const back = roundTrip(big);
    expect(typeof back).toBe("bigint");
    expect(back).toBe(big);
  });

  it("round-trips a URL", () => {
    const url = new URL("https://media.example.com/avatars/7.png?v=2");
    const back = roundTrip(url);
    expect(back).toBeInstanceOf(URL);
    expect(back.href).toBe(url.href);
  });

  it("round-trips an Error with its name and message", () => {
    const back = roundTrip(new Error("Session expirée"));
    expect(back).toBeInstanceOf(Error);
    expect(back.message).toBe("Session expirée");
    expect(back.name).toBe("Error");
  });

  it("round-trips all of them nested in one payload", () => {
    const payload = {
      at: new Date(0),
      tags: new Set(["a"]),
      index: new Map([["k", 1n]]),
      link: new URL("https://escouade.example/fr"),
      failure: new Error("boom"),
      missing: undefined,
    };
    const back = roundTrip(payload);
    expect(back.at).toBeInstanceOf(Date);
    expect(back.at.getTime()).toBe(0);
    expect(back.tags.has("a")).toBe(true);
    expect(back.index.get("k")).toBe(1n);
    expect(back.link.toString()).toBe("https://escouade.example/fr");
    expect(back.failure.message).toBe("boom");
    expect("missing" in back).toBe(true);
    expect(back.missing).toBeUndefined();
  });

  it("also works through stringify/parse", () => {
    const back = transformer.parse<{ d: Date }>(transformer.stringify({ d: new Date(1234) }));
    expect(back.d).toBeInstanceOf(Date);
    expect(back.d.getTime()).toBe(1234);
  });
});
