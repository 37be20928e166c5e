import { describe, expect, it } from "vitest";
import { carryReturnTo, returnToSchema } from "./return-to.ts";

describe("returnToSchema", () => {
  it("keeps a path of this site, its query included", () => {
    expect(returnToSchema.parse({ redirect: "/fr/games/42?share=abc" })).toEqual({ redirect: "/fr/games/42?share=abc" });
  });

  it("refuses what would lead elsewhere, or is not a path", () => {
    for (const redirect of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "fr/games/1",
      "",
      42,
      null,
      ["/fr"],
      `/${"a".repeat(2000)}`,
    ]) {
      expect(returnToSchema.parse({ redirect }), String(redirect).slice(0, 30)).toEqual({});
    }
  });

  it("carries a destination on, and nothing when there is none", () => {
    expect(carryReturnTo("/fr/games/1")).toEqual({ redirect: "/fr/games/1" });
    expect(carryReturnTo(undefined)).toEqual({});
  });
});
