import { z } from "./zod.ts";
import { SPOKEN_LANGUAGES } from "./languages.ts";
import { POWER_CLASSES } from "./power.ts";
import { latitudeSchema, longitudeSchema, onceValid, serialIdSchema, VALIDATION } from "./validation.ts";

export const AVAILABILITIES = ["available", "unavailable"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * Who sees a player's real name (first and last name together) and, apart, their age
 * (docs/product.md §5): every signed-in member, their friends and teammates, or nobody but
 * themselves. Players go by their username; the organizer of a game they register for sees their
 * name whatever they chose, and the moderators keep theirs.
 */
export const NAME_VISIBILITIES = ["everyone", "friends", "nobody"] as const;
export type NameVisibility = (typeof NAME_VISIBILITIES)[number];
/** A new or existing account shows its username only until the player says otherwise. */
export const DEFAULT_NAME_VISIBILITY: NameVisibility = "nobody";

/** Numbered avatars shipped with the web app (public/avatars/N.svg). */
export const AVATAR_COUNT = 12;

export const FRIENDSHIP_VIEWS = ["friends", "requests", "pending", "others"] as const;
export type FriendshipView = (typeof FRIENDSHIP_VIEWS)[number];

/** How the viewer stands with another player (docs/product.md §5). */
export type FriendStatus = "self" | "none" | "request_sent" | "request_received" | "friends";

export const EQUIPMENT_KINDS = ["replica", "protection", "other"] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export const BIO_MAX = 1000;
export const EQUIPMENT_MAX_ITEMS = 50;
/** A ping per pair of players per hour at most: a nudge, not a spam channel. */
export const PING_INTERVAL_MINUTES = 60;

export const userIdSchema = z.object({ userId: z.string().min(1).max(100) });

const equipmentFields = z.object({
  kind: z.enum(EQUIPMENT_KINDS, VALIDATION.required),
  name: z.string(VALIDATION.required).trim().min(1, VALIDATION.required).max(80, VALIDATION.tooLong),
  /** Replicas only: their class and measured power (FPS with 0.20 g BBs). */
  powerClass: z.enum(POWER_CLASSES).nullable().default(null),
  fps: z.number(VALIDATION.required).int(VALIDATION.required).min(1, VALIDATION.required).max(800, VALIDATION.tooLong).nullable().default(null),
  notes: z.string().trim().max(300, VALIDATION.tooLong).default(""),
});

/** A replica needs its class and power; other gear has neither. */
function replicaHasPower(item: z.output<typeof equipmentFields>, ctx: z.RefinementCtx) {
  if (item.kind !== "replica") return;
  if (!item.powerClass) ctx.addIssue({ code: "custom", path: ["powerClass"], message: VALIDATION.required });
  if (item.fps === null) ctx.addIssue({ code: "custom", path: ["fps"], message: VALIDATION.required });
}

export const equipmentSchema = equipmentFields.superRefine(replicaHasPower, onceValid("kind"));
export type EquipmentInput = z.input<typeof equipmentSchema>;
export type EquipmentData = z.output<typeof equipmentSchema>;
export const updateEquipmentSchema = equipmentFields.extend({ id: serialIdSchema }).superRefine(replicaHasPower, onceValid("kind"));
export const equipmentIdSchema = z.object({ id: serialIdSchema });

/** What a player may change on their public profile after onboarding. */
export const updateProfileSchema = z.object({
  bio: z.string().trim().max(BIO_MAX, VALIDATION.tooLong),
  avatar: z.number().int().min(1).max(AVATAR_COUNT).nullable(),
  bannerKey: z.string().max(200).nullable(),
  availability: z.enum(AVAILABILITIES),
  languages: z.array(z.enum(SPOKEN_LANGUAGES), VALIDATION.languagesRequired).min(1, VALIDATION.languagesRequired).max(SPOKEN_LANGUAGES.length),
  nameVisibility: z.enum(NAME_VISIBILITIES),
  ageVisibility: z.enum(NAME_VISIBILITIES),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;

export const PLAYER_SEARCH_RADII_KM = [10, 25, 50, 100, 200] as const;

/** getPlayers: a friendship view, or a search (name, place, availability, language, team). */
export const getPlayersSchema = z.object({
  friendShipStatus: z.enum(FRIENDSHIP_VIEWS).optional(),
  q: z.string().trim().max(100).optional(),
  latitude: latitudeSchema().optional(),
  longitude: longitudeSchema().optional(),
  radiusKm: z.number().int().min(1).max(500).optional(),
  availability: z.enum(AVAILABILITIES).optional(),
  language: z.enum(SPOKEN_LANGUAGES).optional(),
  team: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export type GetPlayersInput = z.input<typeof getPlayersSchema>;

/**
 * Badges are earned from real activity, computed when a profile is read (nothing to keep in step):
 * the web words each id in the reader's language.
 */
export const BADGE_IDS = [
  "first_game",
  "games_10",
  "games_50",
  "first_organized",
  "organizer_10",
  "team_founder",
  "one_year",
  "friends_10",
  "fair_player",
  "top_organizer",
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** "Well rated" badges need this mean over at least this many ratings. */
export const WELL_RATED = { minAverage: 4.5, minCount: 5 } as const;

export interface Badge {
  id: BadgeId;
  earnedAt: Date;
}

export interface PlayerStats {
  gamesPlayed: number;
  gamesOrganized: number;
  hoursPlayed: number;
  friends: number;
}
