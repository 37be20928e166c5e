import { describe, expect, it } from "vitest";

declare global {
  // Vite's, as Vitest runs it (the contracts take no bundler's types).
  interface ImportMeta {
    glob(patterns: string[]): Record<string, () => Promise<unknown>>;
  }
}

/**
 * zod builds most schemas when their module loads, and refuses some shapes there (a
 * discriminated union whose options do not all carry the discriminator, for one). Each module is
 * imported inside a test, so such a refusal fails a test: an import at the top of a test file
 * fails the whole file before any test runs, which the mutation run does not count as a failure.
 */
const modules = import.meta.glob(["./*.ts", "!./*.test.ts"]);

describe("the contracts' modules", () => {
  it("are all here", () => {
    expect(Object.keys(modules)).toContain("./games.ts");
    expect(Object.keys(modules).length).toBeGreaterThan(50);
  });

  it.each(Object.keys(modules))("%s loads", async (name) => {
    await expect(modules[name]!()).resolves.toBeTypeOf("object");
  });
});
