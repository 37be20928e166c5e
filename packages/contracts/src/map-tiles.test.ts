import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_URL } from "./map-tiles.ts";
import { sourceOf } from "./security-headers.ts";

describe("the map's default tiles", () => {
  it("draws OpenStreetMap's own tiles, whose origin the security policy allows", () => {
    expect(DEFAULT_MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(sourceOf(DEFAULT_MAP_TILE_URL)).toBe("https://tile.openstreetmap.org");
  });
});
