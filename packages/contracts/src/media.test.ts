import { describe, expect, it } from "vitest";
import { IMAGE_KEY_PATTERN, isImageKey, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, UPLOADS_PER_HOUR } from "./media.ts";

const KEY = "uploads/123e4567-e89b-42d3-a456-426614174000";

describe("uploaded images", () => {
  it("lets a player upload an image of up to 8 MiB and 40 megapixels, sixty an hour", () => {
    expect(MAX_IMAGE_BYTES).toBe(8_388_608);
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(UPLOADS_PER_HOUR).toBe(60);
  });

  it("lets a record point only at one of our own uploads", () => {
    expect(isImageKey(KEY)).toBe(true);
    expect(IMAGE_KEY_PATTERN.test(KEY)).toBe(true);
    for (const bad of [`media/${KEY}`, `${KEY}/../secret`, "uploads/123E4567-E89B-42D3-A456-426614174000", `https://evil.example/${KEY}`]) {
      expect(isImageKey(bad), bad).toBe(false);
    }
  });

  it("refuses anything but a string, even one that prints as a key", () => {
    expect(isImageKey([KEY])).toBe(false);
    expect(isImageKey({ toString: () => KEY })).toBe(false);
    expect(isImageKey(undefined)).toBe(false);
  });
});
