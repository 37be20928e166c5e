import { describe, expect, it } from "vitest";
import { badgeLabel } from "./unread-badge.tsx";

describe("badgeLabel", () => {
  it("shows the number up to 9, then 9+, and nothing at 0", () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(9)).toBe("9");
    expect(badgeLabel(10)).toBe("9+");
    expect(badgeLabel(250)).toBe("9+");
  });
});
