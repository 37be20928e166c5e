import { describe, expect, it } from "vitest";
import { SHARE_SEARCH_PARAM } from "./share-link.ts";

describe("a private game's link", () => {
  // Links already sent to players carry it: renaming it would close those games to them.
  it("carries its secret in the `share` search parameter", () => {
    expect(SHARE_SEARCH_PARAM).toBe("share");
  });
});
