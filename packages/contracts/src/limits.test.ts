import { describe, expect, it } from "vitest";
import { newPasswordSchema, otpSchema } from "./auth.ts";
import { LIMITS } from "./limits.ts";
import { onboardingSchema, usernameSchema } from "./profile.ts";

const player = {
  username: "tireur_42",
  firstName: "Jean",
  lastName: "Dupont",
  phone: "+33 6 12 34 56 78",
  birthDate: "1990-03-10",
  country: "fr",
  city: "Lyon",
  postalCode: "69001",
  languages: ["fr"],
  termsAccepted: true,
};
const accepts = (overrides: Record<string, unknown>) => onboardingSchema.safeParse({ ...player, ...overrides }).success;

// The figures of docs/product.md, checked where the forms apply them: a changed limit fails here.
describe("the limits of docs/product.md, as the forms apply them", () => {
  it("takes passwords of 6 characters, not 5", () => {
    expect(newPasswordSchema.safeParse("k9#mQz").success).toBe(true);
    expect(newPasswordSchema.safeParse("k9#mQ").success).toBe(false);
  });

  it("takes players from 18", () => {
    const year = new Date().getUTCFullYear();
    // Whatever today's date: born 1 January 18 years ago is 18; born 31 December 17 years ago, 17.
    expect(accepts({ birthDate: `${year - 18}-01-01` })).toBe(true);
    expect(accepts({ birthDate: `${year - 17}-12-31` })).toBe(false);
  });

  it("takes names of 2 to 50 characters", () => {
    expect(accepts({ firstName: "Al", lastName: "D".repeat(50) })).toBe(true);
    expect(accepts({ firstName: "A" })).toBe(false);
    expect(accepts({ lastName: "D".repeat(51) })).toBe(false);
  });

  it("takes usernames of 3 to 30 characters", () => {
    expect(usernameSchema.safeParse("abc").success).toBe(true);
    expect(usernameSchema.safeParse("a".repeat(30)).success).toBe(true);
    expect(usernameSchema.safeParse("ab").success).toBe(false);
    expect(usernameSchema.safeParse("a".repeat(31)).success).toBe(false);
  });

  it("takes cities of 100 characters and postal codes of 12 at most", () => {
    expect(accepts({ city: "C".repeat(100), postalCode: "1".repeat(12) })).toBe(true);
    expect(accepts({ city: "C".repeat(101) })).toBe(false);
    expect(accepts({ postalCode: "1".repeat(13) })).toBe(false);
  });

  it("sends 6-digit one-time codes", () => {
    expect(otpSchema.safeParse("012345").success).toBe(true);
    expect(otpSchema.safeParse("12345").success).toBe(false);
    expect(otpSchema.safeParse("1234567").success).toBe(false);
  });

  it("keeps every maximum above its minimum", () => {
    expect(LIMITS.passwordMax).toBeGreaterThan(LIMITS.passwordMin);
    expect(LIMITS.nameMax).toBeGreaterThan(LIMITS.nameMin);
    expect(LIMITS.usernameMax).toBeGreaterThan(LIMITS.usernameMin);
  });
});
