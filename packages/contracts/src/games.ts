import { CANCEL_MESSAGE_MAX } from "./game-rules.ts";
import { z } from "./zod.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { CANCELLATION_NOTICE_HOURS, isReplicaOverLimit } from "./game-rules.ts";
import { MAX_PRICE_CENTS, MIN_PRICE_CENTS } from "./fees.ts";
import { SPOKEN_LANGUAGES } from "./languages.ts";
import { POWER_CLASSES } from "./power.ts";
import { repeatSchema } from "./series.ts";
import { answersSchemaFor, rawAnswersSchema, registrationQuestionsSchema, type RegistrationQuestion } from "./registration-questions.ts";
import { boundedDate, ifFilled, latitudeSchema, longitudeSchema, onceValid, serialIdSchema, VALIDATION, webAddressSchema } from "./validation.ts";

export const GAME_TYPES = ["operation", "dominicale", "physique", "cqb", "milsim", "nocturne", "speedsoft", "scenario"] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_VISIBILITIES = ["public", "friends", "private"] as const;
export type GameVisibility = (typeof GAME_VISIBILITIES)[number];

/** The facilities a game lists (docs/product.md §3). */
export const FACILITIES = [
  "parking",
  "toilets",
  "accommodation",
  "equipment_rental",
  "smoke",
  "grenades",
  "pyrotechnics",
  "consumables",
  "facial_protection",
] as const;
export const PROTECTIONS = ["eyes", "full_face", "lower_face", "helmet", "gloves", "ears"] as const;
export const EQUIPMENT = ["aeg", "gbb", "hpa", "bolt_action", "dmr", "support", "shotgun", "pistol", "grenade_launcher"] as const;
export const PYROTECHNICS = ["grenades", "smoke", "flash"] as const;

export const SEARCH_RADII_KM = [10, 25, 50, 100, 200] as const;
export const MAX_GAME_PHOTOS = 5;

/** Error keys specific to games (translated by the web like the shared VALIDATION keys). */
export const GAME_VALIDATION = {
  titleTooShort: "title_too_short",
  textTooShort: "text_too_short",
  playersTooFew: "players_too_few",
  priceTooLow: "price_too_low",
  startInPast: "start_in_past",
  endBeforeStart: "end_before_start",
  powerMaxBelowMin: "power_max_below_min",
  tooManyImages: "too_many_images",
  addressRequired: "address_required",
  invalidNumber: "invalid_number",
  rulesRequired: "rules_required",
  replicaOverLimit: "replica_over_limit",
} as const;

const fps = z
  .number(GAME_VALIDATION.invalidNumber)
  .int(GAME_VALIDATION.invalidNumber)
  .min(0, GAME_VALIDATION.invalidNumber)
  .max(800, GAME_VALIDATION.invalidNumber);

export const powerLimitSchema = z
  .object({ min: fps, max: fps })
  .refine((limit) => limit.max >= limit.min, { message: GAME_VALIDATION.powerMaxBelowMin, path: ["max"], ...onceValid("min", "max") });

export const powerLimitsSchema = z.object(
  Object.fromEntries(POWER_CLASSES.map((c) => [c, powerLimitSchema])) as Record<(typeof POWER_CLASSES)[number], typeof powerLimitSchema>,
);
export type PowerLimits = z.infer<typeof powerLimitsSchema>;

/** Usual French field limits, offered as the form's starting values. */
export const DEFAULT_POWER_LIMITS: PowerLimits = {
  aeg: { min: 0, max: 350 },
  dmr: { min: 350, max: 450 },
  semi: { min: 0, max: 400 },
  auto: { min: 0, max: 350 },
};

const text = (min: number, key: string, max: number) =>
  z
    .string(VALIDATION.required)
    .trim()
    .min(1, VALIDATION.required)
    .min(min, { error: key, ...ifFilled })
    .max(max, VALIDATION.tooLong);

export const gameAddressSchema = z.object({
  street: z.string(GAME_VALIDATION.addressRequired).trim().min(3, GAME_VALIDATION.addressRequired).max(200, VALIDATION.tooLong),
  city: z.string(VALIDATION.cityRequired).trim().min(1, VALIDATION.cityRequired).max(100, VALIDATION.tooLong),
  postalCode: z.string().trim().max(12, VALIDATION.tooLong).default(""),
  country: z.enum(COUNTRY_CODES, VALIDATION.countryRequired),
  latitude: latitudeSchema(GAME_VALIDATION.addressRequired),
  longitude: longitudeSchema(GAME_VALIDATION.addressRequired),
});

const gameFields = {
  title: text(3, GAME_VALIDATION.titleTooShort, 120),
  description: text(10, GAME_VALIDATION.textTooShort, 5000),
  rules: text(10, GAME_VALIDATION.textTooShort, 5000),
  type: z.enum(GAME_TYPES, VALIDATION.required),
  startsAt: boundedDate(VALIDATION.required),
  endsAt: boundedDate(VALIDATION.required),
  maxPlayers: z
    .number(GAME_VALIDATION.invalidNumber)
    .int(GAME_VALIDATION.invalidNumber)
    .min(2, GAME_VALIDATION.playersTooFew)
    .max(2000, GAME_VALIDATION.invalidNumber),
  priceCents: z
    .number(GAME_VALIDATION.invalidNumber)
    .int(GAME_VALIDATION.invalidNumber)
    .min(MIN_PRICE_CENTS, GAME_VALIDATION.priceTooLow)
    .max(MAX_PRICE_CENTS, GAME_VALIDATION.invalidNumber),
  address: gameAddressSchema,
  visibility: z.enum(GAME_VISIBILITIES, VALIDATION.required),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)).min(1, VALIDATION.languagesRequired),
  protections: z.array(z.enum(PROTECTIONS)).default([]),
  equipment: z.array(z.enum(EQUIPMENT)).default([]),
  pyrotechnics: z.array(z.enum(PYROTECHNICS)).default([]),
  facilities: z.array(z.enum(FACILITIES)).default([]),
  powerLimits: powerLimitsSchema,
  /** An optional page where players pay the organizer (no card payment is integrated). */
  paymentUrl: z.union([z.literal(""), webAddressSchema(500)]).optional(),
  /** Until when a player gives up a place freely: hours before the start, 0 for "until the start". */
  cancellationNoticeHours: z.literal(CANCELLATION_NOTICE_HOURS, VALIDATION.required).default(0),
  /** Questions asked at registration, answered in the register dialog (registration-questions.ts). */
  questions: registrationQuestionsSchema,
  /** Each registration waits for the organizer's approval before it takes a place or joins the waitlist. */
  approvalRequired: z.boolean().default(false),
  /** The known field the game is played on (a shop of type "field"), or none (docs/product.md §7). */
  shopId: serialIdSchema.nullable().default(null),
  /** Keys of stored images: the first is the cover, then up to five terrain photos. */
  coverImageKey: z.string().max(200).nullable().default(null),
  photoKeys: z.array(z.string().max(200)).max(MAX_GAME_PHOTOS, GAME_VALIDATION.tooManyImages).default([]),
};

/** Rules that involve several fields or the clock; `now` is injectable so tests can pin it. */
function withTimeRules<T extends z.ZodType<{ startsAt: Date; endsAt: Date }>>(schema: T, now: () => Date) {
  return schema
    .refine((g) => g.startsAt.getTime() > now().getTime(), { message: GAME_VALIDATION.startInPast, path: ["startsAt"], ...onceValid("startsAt") })
    .refine((g) => g.endsAt.getTime() > g.startsAt.getTime(), {
      message: GAME_VALIDATION.endBeforeStart,
      path: ["endsAt"],
      ...onceValid("startsAt", "endsAt"),
    });
}

export function createGameSchemaAt(now: () => Date) {
  return withTimeRules(
    z.object({
      ...gameFields,
      termsAccepted: z.literal(true, VALIDATION.termsRequired),
      /** Published as several dates at once, a series (series.ts). */
      repeat: repeatSchema.optional(),
      /** The organizer's series this game (and its repeats) joins: a new date for its followers. */
      seriesId: serialIdSchema.optional(),
    }),
    now,
  );
}
export const createGameSchema = createGameSchemaAt(() => new Date());
export type CreateGameInput = z.input<typeof createGameSchema>;
export type CreateGameData = z.output<typeof createGameSchema>;

export const gameIdSchema = z.object({ gameId: serialIdSchema });

/** Cancelling a game, with an optional message that reaches every player in the app and by e-mail. */
export const cancelGameSchema = gameIdSchema.extend({
  message: z.string().trim().max(CANCEL_MESSAGE_MAX).default(""),
  /** In a series, its later dates still open are cancelled too. */
  following: z.boolean().default(false),
});
export type CancelGameInput = z.input<typeof cancelGameSchema>;

/**
 * A private game's link token (`?share=` on its page). A wrong or truncated one is not an input
 * error: the game is simply not found, as it is without one.
 */
export const shareTokenSchema = z.string().max(64).optional();
export { SHARE_SEARCH_PARAM } from "./share-link.ts";

/** Opening one game: its id, and the token of its link for a private game. */
export const openGameSchema = gameIdSchema.extend({ shareToken: shareTokenSchema });

export const updateGameSchema = withTimeRules(
  z.object({
    gameId: serialIdSchema,
    ...gameFields,
    /** In a series, the same changes (all but the dates) to its later dates still open. */
    applyToFollowing: z.boolean().default(false),
  }),
  () => new Date(),
);
export type UpdateGameInput = z.input<typeof updateGameSchema>;

/** Search filters (also the URL's search params on /search/games). */
export const gameSearchSchema = z.object({
  id: serialIdSchema.optional(),
  /** With `id`: the private game's link token. */
  shareToken: shareTokenSchema,
  q: z.string().trim().max(100).optional(),
  type: z.enum(GAME_TYPES).optional(),
  from: boundedDate().optional(),
  to: boundedDate().optional(),
  latitude: latitudeSchema().optional(),
  longitude: longitudeSchema().optional(),
  radiusKm: z.union(SEARCH_RADII_KM.map((r) => z.literal(r)) as [z.ZodLiteral<10>, z.ZodLiteral<25>, ...z.ZodLiteral<number>[]]).optional(),
  maxPriceCents: z.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
  placesLeft: z.boolean().optional(),
  language: z.enum(SPOKEN_LANGUAGES).optional(),
  /** The games held at one known field: its page lists them. */
  shopId: serialIdSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export type GameSearchInput = z.input<typeof gameSearchSchema>;

/** `pending`: a request waiting for the organizer's approval; `declined`: one they refused (docs/product.md §3). */
export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "pending", "cancelled", "removed", "declined"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded", "exempt"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const replicaSchema = z.object({
  powerClass: z.enum(POWER_CLASSES, VALIDATION.required),
  // An empty box is "required"; anything else that is not a number is "invalid".
  fps: z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : GAME_VALIDATION.invalidNumber) })
    .int(GAME_VALIDATION.invalidNumber)
    .min(1, GAME_VALIDATION.invalidNumber)
    .max(800, GAME_VALIDATION.invalidNumber),
  name: z.string().trim().max(80, VALIDATION.tooLong).default(""),
});
export type Replica = z.output<typeof replicaSchema>;

export const registerForGameSchema = z.object({
  gameId: serialIdSchema,
  shareToken: shareTokenSchema,
  replicas: z.array(replicaSchema).min(1, VALIDATION.required).max(10, VALIDATION.tooLong),
  rulesAccepted: z.literal(true, GAME_VALIDATION.rulesRequired),
  /** The version of the rules the player read and accepted: a newer one is refused (RULES_CHANGED). */
  rulesVersion: z.number().int().min(1).max(1_000_000),
  /** "I can marshal": an offer to the organizer, who accepts it or not (docs/product.md §4). */
  canMarshal: z.boolean().default(false),
  /** Answers to the game's questions by question id; the server checks them against the questions as they stand. */
  answers: rawAnswersSchema,
});
export type RegisterForGameInput = z.input<typeof registerForGameSchema>;

/** A registration as one game checks it: each replica within the game's limit for its class, its questions answered. */
export function registrationSchemaFor(limits: PowerLimits, questions: readonly RegistrationQuestion[] = []) {
  const replica = replicaSchema.refine((r) => !isReplicaOverLimit(r, limits), { message: GAME_VALIDATION.replicaOverLimit, path: ["fps"] });
  return registerForGameSchema.extend({
    replicas: z.array(replica).min(1, VALIDATION.required).max(10, VALIDATION.tooLong),
    answers: answersSchemaFor(questions),
  });
}

/** Giving up one's place; past the free limit only once the player was warned (`late`). */
export const cancelRegistrationSchema = gameIdSchema.extend({ late: z.boolean().default(false) });
export type CancelRegistrationInput = z.input<typeof cancelRegistrationSchema>;

/** A registered player accepts the game's rules again, after the organizer changed them. */
export const acceptRulesSchema = gameIdSchema.extend({
  rulesAccepted: z.literal(true, GAME_VALIDATION.rulesRequired),
  rulesVersion: z.number().int().min(1).max(1_000_000),
});

export const setPaymentStatusSchema = z.object({
  registrationId: serialIdSchema,
  paymentStatus: z.enum(PAYMENT_STATUSES),
});

export const registrationIdSchema = z.object({ registrationId: serialIdSchema });

/** A registered player's answers again, until the start: the questions may have changed since. */
export const updateAnswersSchema = gameIdSchema.extend({ answers: rawAnswersSchema });

/** The organizer's answer to a request, when the game asks for approval. */
export const decideRegistrationSchema = z.object({ registrationId: serialIdSchema, approve: z.boolean() });
