import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_SCREEN, FIRST_SCREEN, catalogPartOf, inPart, isFirstScreenFile } from "./catalog-split.ts";

describe("the catalog's split between the first screen and the rest", () => {
  it("names files and folders that exist (a renamed file would silently leave the first screen)", () => {
    for (const entry of [...FIRST_SCREEN, ...AFTER_FIRST_SCREEN]) expect(existsSync(fileURLToPath(new URL(entry, import.meta.url))), entry).toBe(true);
  });

  it("takes a folder's files, and only the exact file otherwise", () => {
    expect(isFirstScreenFile("src/features/shell/header.tsx")).toBe(true);
    expect(isFirstScreenFile("src/features/home/home-page.tsx")).toBe(true);
    expect(isFirstScreenFile("src/routes/$lang.tsx")).toBe(true);
    expect(isFirstScreenFile("src/routes/$lang/search.tsx")).toBe(true);
    expect(isFirstScreenFile("src/features/shops/search/shop-search-page.tsx")).toBe(false);
    expect(isFirstScreenFile("src/features/shells/x.tsx")).toBe(false);
    expect(isFirstScreenFile("src/features/games/form/game-form.tsx")).toBe(false);
    // A file of a first-screen folder whose code comes later.
    expect(isFirstScreenFile("src/lib/validation-messages.ts")).toBe(false);
    expect(isFirstScreenFile("src/lib/cn.ts")).toBe(true);
  });

  it("puts a message used on the first screen and elsewhere in the first part only", () => {
    const shared = [
      ["src/features/shell/header.tsx", 3],
      ["src/features/games/form/game-form.tsx", 9],
    ] as const;
    expect(inPart(shared, "first-screen")).toBe(true);
    expect(inPart(shared, "rest")).toBe(false);
    const elsewhere = [["src/features/games/form/game-form.tsx", 9]] as const;
    expect(inPart(elsewhere, "first-screen")).toBe(false);
    expect(inPart(elsewhere, "rest")).toBe(true);
  });

  it("recognises a part in the build's module ids and the dev server's", () => {
    expect(catalogPartOf("/repo/locales/fr/messages.po?first-screen")).toBe("first-screen");
    expect(catalogPartOf("/repo/locales/de/messages.po?import&rest")).toBe("rest");
    expect(catalogPartOf("/repo/locales/de/messages.po")).toBeNull();
    expect(catalogPartOf("/repo/locales/de/messages.po?lingui")).toBeNull();
    expect(catalogPartOf("/repo/src/rest.ts?rest")).toBeNull();
  });
});
