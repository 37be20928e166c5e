import { describe, expect, it } from "vitest";
import { warmIntl } from "./warm-intl.ts";

describe("warmIntl", () => {
  it("makes the first screens' formatters", async () => {
    await expect(warmIntl("fr")).resolves.toBeUndefined();
  });

  it("lets a language tag Intl refuses pass: the start goes on", async () => {
    expect(() => new Intl.NumberFormat("not a tag")).toThrow(RangeError);
    await expect(warmIntl("not a tag")).resolves.toBeUndefined();
  });
});
