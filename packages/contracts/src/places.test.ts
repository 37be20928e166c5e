import { describe, expect, it } from "vitest";
import {
  addOwnerSchema,
  answerReviewSchema,
  claimPlaceSchema,
  decideClaimSchema,
  followPlaceSchema,
  isField,
  markVisitedSchema,
  pageSchema,
  PLACE_LIMITS,
  PLACE_VALIDATION,
  placeNewsIdSchema,
  postPlaceNewsSchema,
  reviewIdSchema,
  reviewPlaceSchema,
  setOfficialSchema,
  shopIdInputSchema,
  updatePlaceSchema,
} from "./places.ts";
import { issues } from "./test-support/schema-issues.ts";
import { VALIDATION } from "./validation.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

const key = (n: number) => `uploads/00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const photos = (count: number) => Array.from({ length: count }, (_, n) => key(n));

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

  it("trims the proof, and answers required for a blank or missing one, too_long past 300 characters", () => {
    const parsed = claimPlaceSchema.parse({ shopId: 1, message: "Je gère ce terrain.", proof: { kind: "email", value: "  contact@terrain.example  " } });
    expect(parsed.proof).toEqual({ kind: "email", value: "contact@terrain.example" });
    expect(messagesOf(claim({ kind: "phone", value: "   " }))).toContainEqual(["proof.value", VALIDATION.required]);
    expect(issues(claimPlaceSchema, { shopId: 1, message: "Je gère ce terrain.", proof: { kind: "phone" } })).toEqual(["proof.value: required"]);
    expect(issues(claimPlaceSchema, { shopId: 1, message: "Je gère ce terrain.", proof: { value: "04 78 00 00 00" } })).toEqual(["proof.kind: required"]);
    const longAddress = `https://terrain.example/${"a".repeat(300 - "https://terrain.example/".length)}`;
    expect(claim({ kind: "website", value: longAddress }).success).toBe(true);
    expect(messagesOf(claim({ kind: "website", value: `${longAddress}a` }))).toContainEqual(["proof.value", VALIDATION.tooLong]);
  });

  it("takes an e-mail proof of one address, up to 254 characters", () => {
    const address = (length: number) => `${"a".repeat(length - "@terrain.example".length)}@terrain.example`;
    expect(claim({ kind: "email", value: address(254) }).success).toBe(true);
    expect(messagesOf(claim({ kind: "email", value: address(255) }))).toEqual([["proof.value", PLACE_VALIDATION.proofInvalid]]);
    for (const value of ["jean dupont@terrain.example", "contact@terrain.example (accueil)", "contact@terrain", "@terrain.example"])
      expect(messagesOf(claim({ kind: "email", value })), value).toEqual([["proof.value", PLACE_VALIDATION.proofInvalid]]);
  });

  it("takes a phone proof of 8 to 15 digits, written with spaces, dots, dashes or brackets only", () => {
    for (const value of ["04 78 00 00", "+33 (0)4.78-00-00-00", "+33 4 78 00 00 00 12 34"]) expect(claim({ kind: "phone", value }).success, value).toBe(true);
    for (const value of ["04 78 00 0", "+33 4 78 00 00 00 12 34 5", "tél. 04 78 00 00 00", "04 78 00 00 00 poste 12"])
      expect(messagesOf(claim({ kind: "phone", value })), value).toEqual([["proof.value", PLACE_VALIDATION.proofInvalid]]);
  });
});

describe("a moderator's decision on a claim", () => {
  it("accepts or refuses, with a reason left empty by default", () => {
    expect(decideClaimSchema.parse({ claimId: 4, decision: "accepted" })).toEqual({ claimId: 4, decision: "accepted", reason: "" });
    expect(decideClaimSchema.parse({ claimId: 4, decision: "refused", reason: " Aucune preuve. " })).toEqual({
      claimId: 4,
      decision: "refused",
      reason: "Aucune preuve.",
    });
  });

  it("knows no other decision, and bounds the reason to 1000 characters", () => {
    expect(issues(decideClaimSchema, { claimId: 4, decision: "pending" })).toHaveLength(1);
    expect(issues(decideClaimSchema, { claimId: 4, decision: "" })).toHaveLength(1);
    expect(issues(decideClaimSchema, { decision: "accepted" })).toHaveLength(1);
    expect(issues(decideClaimSchema, { claimId: 4, decision: "refused", reason: "r".repeat(1000) })).toEqual([]);
    expect(issues(decideClaimSchema, { claimId: 4, decision: "refused", reason: "r".repeat(1001) })).toEqual(["reason: too_long"]);
  });
});

describe("a page's edit", () => {
  it("keeps services once each, in their usual order", () => {
    const parsed = updatePlaceSchema.parse({ shopId: 1, version: 1, services: ["showers", "rental", "showers"] });
    expect(parsed.services).toEqual(["rental", "showers"]);
  });

  it("leaves empty what the owner did not fill", () => {
    expect(updatePlaceSchema.parse({ shopId: 1, version: 1 })).toEqual({
      shopId: 1,
      version: 1,
      description: "",
      openingHours: "",
      phone: "",
      website: "",
      photoKeys: [],
      services: [],
      fieldKind: null,
      rules: "",
    });
  });

  it("bounds photos, texts and refuses a NUL", () => {
    expect(messagesOf(updatePlaceSchema.safeParse({ shopId: 1, version: 1, photoKeys: photos(PLACE_LIMITS.photosMax + 1) }))).toEqual([
      ["photoKeys", PLACE_VALIDATION.tooManyPhotos],
    ]);
    expect(updatePlaceSchema.safeParse({ shopId: 1, version: 1, photoKeys: photos(PLACE_LIMITS.photosMax) }).success).toBe(true);
    expect(messagesOf(updatePlaceSchema.safeParse({ shopId: 1, version: 1, rules: "a\u0000b" }))).toEqual([["rules", VALIDATION.invalidCharacters]]);
    expect(messagesOf(updatePlaceSchema.safeParse({ shopId: 1, version: 1, phone: "appelez-nous" }))).toEqual([["phone", VALIDATION.phoneInvalid]]);
    expect(updatePlaceSchema.safeParse({ shopId: 1, version: 0 }).success).toBe(false);
  });

  it("takes a phone number, trimmed, of 25 characters at most, or none", () => {
    expect(updatePlaceSchema.parse({ shopId: 1, version: 1, phone: "  04 78 00 00 00  " }).phone).toBe("04 78 00 00 00");
    expect(updatePlaceSchema.parse({ shopId: 1, version: 1, phone: "   " }).phone).toBe("");
    expect(issues(updatePlaceSchema, { shopId: 1, version: 1, phone: "+33 (0)4 78 00 00 00 - 12" })).toEqual([]);
    expect(issues(updatePlaceSchema, { shopId: 1, version: 1, phone: "+33 (0)4 78 00 00 00 - 123" })).toEqual(["phone: too_long"]);
    expect(issues(updatePlaceSchema, { shopId: 1, version: 1, phone: "04 78 00 0" })).toEqual(["phone: phone_invalid"]);
  });

  it("takes a web address over http or https, or none", () => {
    expect(updatePlaceSchema.parse({ shopId: 1, version: 1, website: "https://terrain.example" }).website).toBe("https://terrain.example");
    expect(updatePlaceSchema.parse({ shopId: 1, version: 1, website: "" }).website).toBe("");
    expect(issues(updatePlaceSchema, { shopId: 1, version: 1, website: "javascript:alert(1)" })).toEqual(["website: url_invalid"]);
  });
});

describe("owners and followers", () => {
  it("name a place by its id", () => {
    expect(shopIdInputSchema.parse({ shopId: 3 })).toEqual({ shopId: 3 });
    expect(issues(shopIdInputSchema, { shopId: 0 })).toHaveLength(1);
    expect(issues(shopIdInputSchema, {})).toHaveLength(1);
  });

  it("add an owner by a trimmed username of 1 to 40 characters", () => {
    expect(addOwnerSchema.parse({ shopId: 3, username: " LéaLyon " })).toEqual({ shopId: 3, username: "LéaLyon" });
    expect(issues(addOwnerSchema, { shopId: 3, username: "  " })).toEqual(["username: required"]);
    expect(issues(addOwnerSchema, { shopId: 3, username: "u".repeat(40) })).toEqual([]);
    expect(issues(addOwnerSchema, { shopId: 3, username: "u".repeat(41) })).toEqual(["username: too_long"]);
    expect(issues(addOwnerSchema, { username: "LéaLyon" })).toHaveLength(1);
  });

  it("follow a place, mark it visited and mark a game there official, each a yes or no", () => {
    expect(followPlaceSchema.parse({ shopId: 3, follow: true })).toEqual({ shopId: 3, follow: true });
    expect(markVisitedSchema.parse({ shopId: 3, visited: false })).toEqual({ shopId: 3, visited: false });
    expect(setOfficialSchema.parse({ gameId: 8, official: true })).toEqual({ gameId: 8, official: true });
    expect(issues(followPlaceSchema, { shopId: 3 })).toHaveLength(1);
    expect(issues(markVisitedSchema, { shopId: 3, visited: "oui" })).toHaveLength(1);
    expect(issues(setOfficialSchema, { official: true })).toHaveLength(1);
  });
});

describe("a place's news", () => {
  const news = { shopId: 3, text: "Ouverture samedi à 9 h." };

  it("needs a text of 1 to 4000 characters and up to four photos", () => {
    expect(postPlaceNewsSchema.parse(news)).toEqual({ ...news, photoKeys: [] });
    expect(issues(postPlaceNewsSchema, { ...news, text: "  " })).toEqual(["text: required"]);
    expect(issues(postPlaceNewsSchema, { ...news, text: "t".repeat(PLACE_LIMITS.newsTextMax) })).toEqual([]);
    expect(issues(postPlaceNewsSchema, { ...news, text: "t".repeat(PLACE_LIMITS.newsTextMax + 1) })).toEqual(["text: too_long"]);
    expect(issues(postPlaceNewsSchema, { ...news, photoKeys: photos(1) })).toEqual([]);
    expect(issues(postPlaceNewsSchema, { ...news, photoKeys: photos(PLACE_LIMITS.newsPhotosMax) })).toEqual([]);
    expect(issues(postPlaceNewsSchema, { ...news, photoKeys: photos(PLACE_LIMITS.newsPhotosMax + 1) })).toEqual(["photoKeys: place_too_many_photos"]);
    expect(issues(postPlaceNewsSchema, { text: news.text })).toHaveLength(1);
  });

  it("is named by its id, and read ten at a time, fifty at most", () => {
    expect(placeNewsIdSchema.parse({ postId: 5 })).toEqual({ postId: 5 });
    expect(issues(placeNewsIdSchema, {})).toHaveLength(1);
    expect(pageSchema.parse({ shopId: 3 })).toEqual({ shopId: 3, limit: 10 });
    expect(pageSchema.parse({ shopId: 3, cursor: 12, limit: 1 })).toEqual({ shopId: 3, cursor: 12, limit: 1 });
    expect(issues(pageSchema, { shopId: 3, limit: 50 })).toEqual([]);
    expect(issues(pageSchema, { shopId: 3, limit: 0 })).toHaveLength(1);
    expect(issues(pageSchema, { shopId: 3, limit: 51 })).toHaveLength(1);
    expect(issues(pageSchema, { limit: 10 })).toHaveLength(1);
  });
});

describe("a review", () => {
  it("is a whole rating from 1 to 5", () => {
    for (const rating of [1, 5]) expect(reviewPlaceSchema.safeParse({ shopId: 1, rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5])
      expect(messagesOf(reviewPlaceSchema.safeParse({ shopId: 1, rating }))).toEqual([["rating", PLACE_VALIDATION.ratingRequired]]);
  });

  it("may go without a comment", () => {
    expect(reviewPlaceSchema.parse({ shopId: 1, rating: 4 })).toEqual({ shopId: 1, rating: 4, comment: "" });
  });

  it("gets an owner's answer of 1 to 2000 characters", () => {
    expect(answerReviewSchema.parse({ reviewId: 7, answer: " Merci ! " })).toEqual({ reviewId: 7, answer: "Merci !" });
    expect(issues(answerReviewSchema, { reviewId: 7, answer: " " })).toEqual(["answer: required"]);
    expect(issues(answerReviewSchema, { reviewId: 7, answer: "a".repeat(PLACE_LIMITS.answerMax + 1) })).toEqual(["answer: too_long"]);
    expect(issues(answerReviewSchema, { answer: "Merci !" })).toHaveLength(1);
    expect(reviewIdSchema.parse({ reviewId: 7 })).toEqual({ reviewId: 7 });
    expect(issues(reviewIdSchema, {})).toHaveLength(1);
  });
});

describe("isField", () => {
  it("tells a field, whose kind and rules matter, from a shop", () => {
    expect(isField("field")).toBe(true);
    expect(isField("shop")).toBe(false);
  });
});
