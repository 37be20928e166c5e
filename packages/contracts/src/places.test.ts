import { describe, expect, it } from "vitest";
import { claimPlaceSchema, PLACE_LIMITS, PLACE_VALIDATION, reviewPlaceSchema, updatePlaceSchema } from "./places.ts";
import { VALIDATION } from "./validation.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("a claim", () => {
  const claim = (proof: { kind: string; value: string }, message = "Je gère ce terrain depuis 2019.") =>
    claimPlaceSchema.safeParse({ shopId: 1, message, proof });

  it("takes a proof that fits its kind", () => {
    expect(claim({ kind: "website", value: "https://terrain.example/equipe" }).success).toBe(true);
    expect(claim({ kind: "email", value: "contact@terrain.example" }).success).toBe(true);
    expect(claim({ kind: "phone", value: "04 78 00 00 00" }).success).toBe(true);
  });

  it("refuses a proof of the wrong kind, on the proof's value", () => {
    expect(messagesOf(claim({ kind: "website", value: "javascript:alert(1)" }))).toEqual([["proof.value", PLACE_VALIDATION.proofInvalid]]);
    expect(messagesOf(claim({ kind: "email", value: "https://terrain.example" }))).toEqual([["proof.value", PLACE_VALIDATION.proofInvalid]]);
    expect(messagesOf(claim({ kind: "phone", value: "contact@terrain.example" }))).toEqual([["proof.value", PLACE_VALIDATION.proofInvalid]]);
    expect(claim({ kind: "fax", value: "04 78 00 00 00" }).success).toBe(false);
  });

  it("asks a message of 10 to 1000 characters", () => {
    expect(messagesOf(claim({ kind: "phone", value: "04 78 00 00 00" }, "   moi    "))).toEqual([["message", PLACE_VALIDATION.claimMessageTooShort]]);
    expect(messagesOf(claim({ kind: "phone", value: "04 78 00 00 00" }, "x".repeat(PLACE_LIMITS.claimMessageMax + 1)))).toEqual([
      ["message", VALIDATION.tooLong],
    ]);
    expect(claim({ kind: "phone", value: "04 78 00 00 00" }, "x".repeat(PLACE_LIMITS.claimMessageMax)).success).toBe(true);
  });
});

describe("a page's edit", () => {
  it("keeps services once each, in their usual order", () => {
    const parsed = updatePlaceSchema.parse({ shopId: 1, version: 1, services: ["showers", "rental", "showers"] });
    expect(parsed.services).toEqual(["rental", "showers"]);
  });

  it("bounds photos, texts and refuses a NUL", () => {
    const key = (n: number) => `uploads/00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    const photos = Array.from({ length: PLACE_LIMITS.photosMax + 1 }, (_, n) => key(n));
    expect(messagesOf(updatePlaceSchema.safeParse({ shopId: 1, version: 1, photoKeys: photos }))).toEqual([["photoKeys", PLACE_VALIDATION.tooManyPhotos]]);
    expect(messagesOf(updatePlaceSchema.safeParse({ shopId: 1, version: 1, rules: "a\u0000b" }))).toEqual([["rules", VALIDATION.invalidCharacters]]);
    expect(messagesOf(updatePlaceSchema.safeParse({ shopId: 1, version: 1, phone: "appelez-nous" }))).toEqual([["phone", VALIDATION.phoneInvalid]]);
    expect(updatePlaceSchema.safeParse({ shopId: 1, version: 0 }).success).toBe(false);
  });
});

describe("a review", () => {
  it("is a whole rating from 1 to 5", () => {
    for (const rating of [1, 5]) expect(reviewPlaceSchema.safeParse({ shopId: 1, rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5])
      expect(messagesOf(reviewPlaceSchema.safeParse({ shopId: 1, rating }))).toEqual([["rating", PLACE_VALIDATION.ratingRequired]]);
  });
});
