import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge.ts";

const SOURCE = fileURLToPath(new URL("..", import.meta.url));

/** Every word written in a string of the app's source that could be a class (Tailwind's scanner sees no more). */
function writtenClasses(): string[] {
  const words = new Set<string>();
  for (const entry of readdirSync(SOURCE, { recursive: true, withFileTypes: true })) {
    // Not this table's own source: its kinds' names are not classes.
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes(".test.") || entry.name === "class-merge.ts") continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const [, a, b, c] of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const word of (a ?? b ?? c ?? "").replace(/\$\{[^}]*\}/g, " ").split(/\s+/)) {
        if (/^!?-?[a-z@[][\w[\]@:/.%#(),=&>*+'-]*!?$/.test(word)) words.add(word);
      }
    }
  }
  return [...words];
}

describe("mergeClasses", () => {
  it("keeps the last class of a kind, under the same variants only", () => {
    expect(mergeClasses("rounded-2xl border bg-card p-5 shadow-sm sm:p-8 p-4")).toBe("rounded-2xl border bg-card shadow-sm sm:p-8 p-4");
    expect(mergeClasses("px-4 py-2 p-0")).toBe("p-0");
    expect(mergeClasses("p-0 px-4")).toBe("p-0 px-4");
    expect(mergeClasses("text-sm text-muted-foreground text-destructive text-xs")).toBe("text-destructive text-xs");
    expect(mergeClasses("hover:focus:bg-muted focus:hover:bg-card our-own-class our-own-class")).toBe("focus:hover:bg-card our-own-class our-own-class");
    expect(mergeClasses("  ")).toBe("");
  });

  it("agrees with tailwind-merge on every ordered pair of classes the app writes", () => {
    // A class is a word tailwind-merge knows (it keeps one of two); words that only look like one
    // (`my-tickets`, an id) are never written as classes.
    const classes = writtenClasses().filter((word) => twMerge(`${word} ${word}`) === word);
    // The app writes several hundred: a harvest that found few would prove nothing.
    expect(classes.length).toBeGreaterThan(500);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected) disagreements.push(`${pair} → ${expected}`);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
  });
});
