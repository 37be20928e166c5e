import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits.ts";

describe("LIMITS match SPEC §9", () => {
  it("requires passwords of at least 6 characters", () => {
    expect(LIMITS.passwordMin).toBe(6);
  });

  it("requires users to be at least 18", () => {
    expect(LIMITS.minimumAge).toBe(18);
  });

  it("requires names of at least 2 characters", () => {
    expect(LIMITS.nameMin).toBe(2);
  });

  it("uses 6-digit one-time codes", () => {
    expect(LIMITS.otpLength).toBe(6);
  });

  it("keeps every maximum above its minimum", () => {
    expect(LIMITS.passwordMax).toBeGreaterThan(LIMITS.passwordMin);
    expect(LIMITS.nameMax).toBeGreaterThan(LIMITS.nameMin);
    expect(LIMITS.usernameMax).toBeGreaterThan(LIMITS.usernameMin);
  });
});
