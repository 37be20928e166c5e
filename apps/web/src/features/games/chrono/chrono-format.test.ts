import { afterEach, describe, expect, it, vi } from "vitest";
import { formatBbGrams, formatChronoJoules, readLastBbGrams, rememberBbGrams } from "./chrono-format.ts";

/** A Map behind the Storage calls the module makes (the unit tests run in Node, without a browser). */
function fakeStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe("chrono figures", () => {
  it("shows joules to the thousandth and BB weights to the hundredth, with each language's decimal mark", () => {
    expect(formatChronoJoules(1.13806224, "fr")).toBe("1,138\u00a0J");
    expect(formatChronoJoules(1.14498, "en")).toBe("1.145\u00a0J");
    expect(formatBbGrams(0.2, "de")).toBe("0,20\u00a0g");
  });

  it("remembers the last BB weight on the phone, and falls back to 0.20 g for nothing or nonsense", () => {
    const items = fakeStorage();
    expect(readLastBbGrams()).toBe(0.2);
    rememberBbGrams(0.28);
    expect(readLastBbGrams()).toBe(0.28);
    items.set("escouade.chrono.lastBbGrams", "7");
    expect(readLastBbGrams()).toBe(0.2);
    items.set("escouade.chrono.lastBbGrams", "abc");
    expect(readLastBbGrams()).toBe(0.2);
  });

  it("does without storage when the browser refuses it", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => rememberBbGrams(0.25)).not.toThrow();
    expect(readLastBbGrams()).toBe(0.2);
  });
});
