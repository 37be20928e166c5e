import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z as zod } from "zod";

// The module sets zod's global config when it loads: load it afresh under each environment.
async function loadZod() {
  vi.resetModules();
  return (await import("./zod.ts")).z;
}

describe("zod as the contracts use it", () => {
  const saved = { ...zod.config() };
  const hadDocument = "document" in globalThis;

  beforeEach(() => {
    zod.config({ jitless: false });
  });

  afterEach(() => {
    if (!hadDocument) Reflect.deleteProperty(globalThis, "document");
    zod.config({ jitless: saved.jitless });
  });

  it("never compiles parsers in a browser, whose security policy forbids eval", async () => {
    Object.assign(globalThis, { document: {} });
    const z = await loadZod();
    expect(z.config().jitless).toBe(true);
    expect(z.string().parse("Les Loups")).toBe("Les Loups");
  });

  it("keeps the compiled parsers on the server", async () => {
    Reflect.deleteProperty(globalThis, "document");
    const z = await loadZod();
    expect(z.config().jitless).toBe(false);
  });
});
