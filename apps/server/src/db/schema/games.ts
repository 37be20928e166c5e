import type {
  EQUIPMENT,
  FACILITIES,
  GameType,
  GameVisibility,
  PaymentStatus,
  PowerLimits,
  PROTECTIONS,
  PYROTECHNICS,
  RegistrationStatus,
  Replica,
} from "@escouade/contracts/games";
import type { SpokenLanguage } from "@escouade/contracts/languages";
import type { RegistrationAnswers, RegistrationQuestion } from "@escouade/contracts/registration-questions";
import type { CountryCode } from "@escouade/contracts/countries";
import { shop } from "./shops.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { removalColumns } from "./removal.ts";

/** A fresh link token for a private game: 122 random bits from PostgreSQL's strong generator. */
export const newShareToken = sql`replace(gen_random_uuid()::text, '-', '')`;

export const game = pgTable(
  "game",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the organizer deleted their account: the game stays in its players' history (docs/product.md §8). */
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    rules: text("rules").notNull(),
    /** Raised by each edit of `rules`: a player's acceptance names the version read (docs/product.md §3). */
    rulesVersion: integer("rules_version").notNull().default(1),
    type: text("type").$type<GameType>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    maxPlayers: integer("max_players").notNull(),
    priceCents: integer("price_cents").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").$type<CountryCode>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The place's IANA zone (`venueTimeZone`), set with the address: the game's times are its wall clock (docs/product.md §4). */
    timeZone: text("time_zone").notNull(),
    visibility: text("visibility").$type<GameVisibility>().notNull(),
    languages: text("languages").array().$type<SpokenLanguage[]>().notNull(),
    protections: text("protections").array().$type<(typeof PROTECTIONS)[number][]>().notNull(),
    equipment: text("equipment").array().$type<(typeof EQUIPMENT)[number][]>().notNull(),
    pyrotechnics: text("pyrotechnics").array().$type<(typeof PYROTECHNICS)[number][]>().notNull(),
    facilities: text("facilities").array().$type<(typeof FACILITIES)[number][]>().notNull(),
    powerLimits: jsonb("power_limits").$type<PowerLimits>().notNull(),
    paymentUrl: text("payment_url"),
    /** Hours before the start until which a confirmed place is given up freely; 0: until the start (docs/product.md §3). */
    cancellationNoticeHours: integer("cancellation_notice_hours").notNull().default(0),
    /**
     * What a private game's link carries (`?share=`): 122 random bits from PostgreSQL's strong
     * generator, so the link cannot be guessed as the sequential id can. Replaced to revoke it.
     */
    /** Questions asked at registration (registration-questions.ts); answers are kept by question id. */
    questions: jsonb("questions")
      .$type<RegistrationQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The series this date belongs to (docs/product.md §3); each date stays a game of its own. */
    seriesId: integer("series_id").references((): AnyPgColumn => gameSeries.id, { onDelete: "set null" }),
    /** The known field the game is played on (docs/product.md §7); the address stays the game's own. */
    shopId: integer("shop_id").references((): AnyPgColumn => shop.id, { onDelete: "set null" }),
    /** The field's owners vouch for the game: it shows as "official" on both pages. */
    official: boolean("official").notNull().default(false),
    /** Each registration waits as `pending` until the organizer approves or declines it (docs/product.md §3). */
    approvalRequired: boolean("approval_required").notNull().default(false),
    shareToken: text("share_token").notNull().default(newShareToken),
    coverImageKey: text("cover_image_key"),
    photoKeys: text("photo_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kept in step with registrations inside the registering transaction: places left without a count(*). */
    confirmedCount: integer("confirmed_count").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Whether players may pick their own side once the organizer defined sides (docs/product.md §4). */
    sidesOpen: boolean("sides_open").notNull().default(true),
    /** When the day-before reminder went to the game's players (docs/product.md §4), so it goes once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    ...removalColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("game_starts_at_idx").on(t.startsAt),
    // Radius search: a bounding box on these two btree indexes, then the exact distance.
    index("game_latitude_idx").on(t.latitude),
    index("game_longitude_idx").on(t.longitude),
    index("game_organizer_idx").on(t.organizerId),
    index("game_series_idx").on(t.seriesId, t.startsAt),
    index("game_shop_idx").on(t.shopId, t.startsAt),
  ],
);

/** Games repeated by their organizer (docs/product.md §3): the dates are the games naming it. */
export const gameSeries = pgTable(
  "game_series",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "set null" }),
    /** The first date's title when the series was made: each date may be renamed on its own. */
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("game_series_organizer_idx").on(t.organizerId)],
);

/** Players told when a series opens a new date. */
export const seriesFollow = pgTable(
  "series_follow",
  {
    seriesId: integer("series_id")
      .notNull()
      .references(() => gameSeries.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.userId] }), index("series_follow_user_idx").on(t.userId)],
);

/** A camp of one game (docs/product.md §4): players pick one or are assigned; `maxPlayers` null means no cap. */
export const gameSide = pgTable(
  "game_side",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `#rrggbb`, shown as the side's badge and on printed lists. */
    colour: text("colour").notNull(),
    maxPlayers: integer("max_players"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("game_side_game_idx").on(t.gameId, t.position), uniqueIndex("game_side_name_idx").on(t.gameId, t.name)],
);

export const registration = pgTable(
  "registration",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    /** Null only for a walk-in the organizer added at the field without an account (`guestName`). */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** The name a walk-in gave at the field (docs/product.md §4); null for every player with an account. */
    guestName: text("guest_name"),
    status: text("status").$type<RegistrationStatus>().notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("unpaid"),
    replicas: jsonb("replicas").$type<Replica[]>().notNull(),
    /** When the organizer checked the player's ticket at the field (docs/product.md §4); set once, never twice. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** Who let the player in: the organizer's id; null once that account is gone. */
    checkedInBy: text("checked_in_by").references(() => user.id, { onDelete: "set null" }),
    sideId: integer("side_id").references(() => gameSide.id, { onDelete: "set null" }),
    /** The version of the game's rules the player accepted, and when; null for a walk-in (docs/product.md §3). */
    rulesAcceptedVersion: integer("rules_accepted_version"),
    rulesAcceptedAt: timestamp("rules_accepted_at", { withTimezone: true }),
    /** A confirmed place given up after the game's free cancellation limit: the organizer was told. */
    cancelledLate: boolean("cancelled_late").notNull().default(false),
    /** Answers to the game's questions, by question id. */
    answers: jsonb("answers")
      .$type<RegistrationAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Its place in the waitlist's order: when it registered, or when the organizer approved it, so
     * an approved request joins the end of the line rather than jumping those approved before it.
     */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live registration per player and game; cancelled ones stay as history.
    uniqueIndex("registration_live_idx")
      .on(t.gameId, t.userId)
      .where(sql`${t.status} in ('confirmed', 'waitlisted', 'pending')`),
    index("registration_game_status_idx").on(t.gameId, t.status, t.queuedAt),
    index("registration_user_idx").on(t.userId),
    check("registration_player_or_guest", sql`${t.userId} is not null or ${t.guestName} is not null`),
  ],
);
