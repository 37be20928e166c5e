import { z } from "./zod.ts";
import { imageKeySchema } from "./teams.ts";
import { multilineText, serialIdSchema, VALIDATION, webAddressSchema } from "./validation.ts";

/**
 * Places run by their owners (docs/product.md §7): a shop or a field is claimed, then kept by its
 * owners; players follow it, and those who went there review it.
 */

export const PLACE_SERVICES = ["rental", "repair", "chrono", "shop", "parking", "food", "showers"] as const;
export type PlaceService = (typeof PLACE_SERVICES)[number];

/** What a field is like to play on: woods, urban or CQB, both, or a hall. */
export const FIELD_KINDS = ["woods", "urban", "mixed", "indoor"] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** How a claimant shows the place is theirs; a moderator checks it before accepting. */
export const CLAIM_PROOF_KINDS = ["website", "email", "phone"] as const;
export type ClaimProofKind = (typeof CLAIM_PROOF_KINDS)[number];

export const CLAIM_STATUSES = ["pending", "accepted", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const PLACE_LIMITS = {
  claimMessageMin: 10,
  claimMessageMax: 1000,
  descriptionMax: 4000,
  openingHoursMax: 1000,
  rulesMax: 5000,
  photosMax: 6,
  newsTextMax: 4000,
  newsPhotosMax: 4,
  reviewCommentMax: 2000,
  answerMax: 2000,
  /** A place is run by a few people, not a crowd: past this, hand it over instead. */
  ownersMax: 5,
  /** Claims a player may have waiting at once, as for shop reports: honest use, a wall against floods. */
  pendingClaimsMax: 3,
} as const;

/** Validation keys of this module; the web translates them (apps/web/src/lib/validation-messages.ts). */
export const PLACE_VALIDATION = {
  claimMessageTooShort: "claim_message_too_short",
  proofInvalid: "claim_proof_invalid",
  tooManyPhotos: "place_too_many_photos",
  ratingRequired: "rating_required",
} as const;

const text = multilineText;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = (v: string) => /^\+?[\d\s.()-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ""));

/** The proof, checked against its kind: a web address, an e-mail address, or a phone number. */
const proofSchema = z
  .object({
    kind: z.enum(CLAIM_PROOF_KINDS, VALIDATION.required),
    value: z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(300, VALIDATION.tooLong),
  })
  .superRefine((proof, ctx) => {
    const ok =
      proof.kind === "website"
        ? webAddressSchema().safeParse(proof.value).success
        : proof.kind === "email"
          ? EMAIL.test(proof.value) && proof.value.length <= 254
          : PHONE(proof.value);
    if (!ok) ctx.addIssue({ code: "custom", path: ["value"], message: PLACE_VALIDATION.proofInvalid });
  });

export const shopIdInputSchema = z.object({ shopId: serialIdSchema });

export const claimPlaceSchema = z.object({
  shopId: serialIdSchema,
  message: text(PLACE_LIMITS.claimMessageMax).pipe(z.string().min(PLACE_LIMITS.claimMessageMin, PLACE_VALIDATION.claimMessageTooShort)),
  proof: proofSchema,
});
export type ClaimPlaceInput = z.input<typeof claimPlaceSchema>;
export type ClaimPlaceData = z.output<typeof claimPlaceSchema>;

export const decideClaimSchema = z.object({
  claimId: serialIdSchema,
  decision: z.enum(["accepted", "refused"]),
  /** Written to the audit log and, for a refusal, told to the claimant. */
  reason: text(1000).default(""),
});
export type DecideClaimInput = z.input<typeof decideClaimSchema>;
export type DecideClaimData = z.output<typeof decideClaimSchema>;

/** No two alike, in the order of PLACE_SERVICES whatever order they were ticked in. */
const servicesSchema = z
  .array(z.enum(PLACE_SERVICES))
  .max(PLACE_SERVICES.length)
  .transform((picked) => PLACE_SERVICES.filter((service) => picked.includes(service)));

/**
 * An owner's edit of the page. `version` is the page's version the editor started from: a page
 * another owner saved since is refused (PLACE_CHANGED), never silently overwritten.
 */
export const updatePlaceSchema = z.object({
  shopId: serialIdSchema,
  version: z.number().int().min(1).max(1_000_000_000),
  description: text(PLACE_LIMITS.descriptionMax).default(""),
  openingHours: text(PLACE_LIMITS.openingHoursMax).default(""),
  phone: z
    .string()
    .trim()
    .max(25, VALIDATION.tooLong)
    .refine((v) => v === "" || PHONE(v), VALIDATION.phoneInvalid)
    .default(""),
  website: z.union([z.literal(""), webAddressSchema()]).default(""),
  photoKeys: z.array(imageKeySchema).max(PLACE_LIMITS.photosMax, PLACE_VALIDATION.tooManyPhotos).default([]),
  services: servicesSchema.default([]),
  /** A field's alone; ignored for a shop. */
  fieldKind: z.enum(FIELD_KINDS).nullable().default(null),
  rules: text(PLACE_LIMITS.rulesMax).default(""),
});
export type UpdatePlaceInput = z.input<typeof updatePlaceSchema>;
export type UpdatePlaceData = z.output<typeof updatePlaceSchema>;

export const addOwnerSchema = z.object({ shopId: serialIdSchema, username: z.string().trim().min(1, VALIDATION.required).max(40, VALIDATION.tooLong) });
export const followPlaceSchema = z.object({ shopId: serialIdSchema, follow: z.boolean() });
export const markVisitedSchema = z.object({ shopId: serialIdSchema, visited: z.boolean() });
export const setOfficialSchema = z.object({ gameId: serialIdSchema, official: z.boolean() });

export const postPlaceNewsSchema = z.object({
  shopId: serialIdSchema,
  text: text(PLACE_LIMITS.newsTextMax).pipe(z.string().min(1, VALIDATION.required)),
  photoKeys: z.array(imageKeySchema).max(PLACE_LIMITS.newsPhotosMax, PLACE_VALIDATION.tooManyPhotos).default([]),
});
export type PostPlaceNewsInput = z.input<typeof postPlaceNewsSchema>;
export type PostPlaceNewsData = z.output<typeof postPlaceNewsSchema>;
export const placeNewsIdSchema = z.object({ postId: serialIdSchema });
export const pageSchema = z.object({ shopId: serialIdSchema, cursor: serialIdSchema.optional(), limit: z.number().int().min(1).max(50).default(10) });

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
/** One review per player and place; writing again changes it. */
export const reviewPlaceSchema = z.object({
  shopId: serialIdSchema,
  rating: z
    .number(PLACE_VALIDATION.ratingRequired)
    .int(PLACE_VALIDATION.ratingRequired)
    .min(1, PLACE_VALIDATION.ratingRequired)
    .max(5, PLACE_VALIDATION.ratingRequired),
  comment: text(PLACE_LIMITS.reviewCommentMax).default(""),
});
export type ReviewPlaceInput = z.input<typeof reviewPlaceSchema>;
export type ReviewPlaceData = z.output<typeof reviewPlaceSchema>;
export const answerReviewSchema = z.object({
  reviewId: serialIdSchema,
  answer: text(PLACE_LIMITS.answerMax).pipe(z.string().min(1, VALIDATION.required)),
});
export const reviewIdSchema = z.object({ reviewId: serialIdSchema });

/** Why a player may or may not review a place, as the page explains it. */
export type ReviewEligibility = "eligible" | "reviewed" | "owner" | "not_visited" | "not_checked_in" | "signed_out";

/** A field's kind and rules matter only to a field. */
export function isField(type: string): boolean {
  return type === "field";
}
