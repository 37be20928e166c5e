import type { CountryCode } from "@escouade/contracts/countries";
import type { ClaimProofKind, ClaimStatus, FieldKind, PlaceService } from "@escouade/contracts/places";
import type { ShopStatus, ShopType } from "@escouade/contracts/shops";
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { removalColumns } from "./removal.ts";

/** Shops, online shops, fields and workshops; a player's report is pending until a moderator decides. */
export const shop = pgTable(
  "shop",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").$type<ShopType>().notNull(),
    name: text("name").notNull(),
    street: text("street").notNull().default(""),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").$type<CountryCode>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    website: text("website").notNull().default(""),
    phone: text("phone").notNull().default(""),
    openingHours: text("opening_hours").notNull().default(""),
    description: text("description").notNull().default(""),
    /** What the owners keep (docs/product.md §7); a place without owners shows what moderators approved. */
    services: text("services")
      .array()
      .$type<PlaceService[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    fieldKind: text("field_kind").$type<FieldKind>(),
    rules: text("rules").notNull().default(""),
    photoKeys: text("photo_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Bumped by each owner's save: an edit started from an older version is refused, not merged. */
    version: integer("version").notNull().default(1),
    /** What the reporter added for the moderators; never shown publicly. */
    reportComment: text("report_comment").notNull().default(""),
    status: text("status").$type<ShopStatus>().notNull().default("pending"),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    moderatedBy: text("moderated_by").references(() => user.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    ...removalColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shop_status_idx").on(t.status, t.createdAt), index("shop_latitude_idx").on(t.latitude), index("shop_longitude_idx").on(t.longitude)],
);

/** The players who run a place: one or more, named by a moderator's accepted claim or by another owner. */
export const shopOwner = pgTable(
  "shop_owner",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shop.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index("shop_owner_user_idx").on(t.userId)],
);

/** "This place is mine": a message and a proof, for a moderator to accept or refuse (audited). */
export const shopClaim = pgTable(
  "shop_claim",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shop.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    proofKind: text("proof_kind").$type<ClaimProofKind>().notNull(),
    proof: text("proof").notNull(),
    status: text("status").$type<ClaimStatus>().notNull().default("pending"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shop_claim_pending_idx")
      .on(t.shopId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("shop_claim_queue_idx").on(t.status, t.createdAt),
  ],
);

/** Players told of a place's news and of the games it opens. */
export const shopFollow = pgTable(
  "shop_follow",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shop.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index("shop_follow_user_idx").on(t.userId)],
);

/** "I went there": what lets a player review a shop (a field is reviewed after a check-in). */
export const shopVisit = pgTable(
  "shop_visit",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shop.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] })],
);

/** A place's news, written by its owners, sent to its followers. */
export const shopPost = pgTable(
  "shop_post",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shop.id, { onDelete: "cascade" }),
    /** The news stays when its author's account goes: it is the place's. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    photoKeys: text("photo_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...removalColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shop_post_shop_idx").on(t.shopId, t.id)],
);

/** One review per player and place: 1 to 5, a comment, and the owners' one answer. */
export const shopReview = pgTable(
  "shop_review",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shop.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    answer: text("answer"),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    ...removalColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shop_review_author_idx").on(t.shopId, t.authorId),
    index("shop_review_shop_idx").on(t.shopId, t.id),
    check("shop_review_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
