import type { CountryCode } from "@escouade/contracts/countries";
import type { SpokenLanguage } from "@escouade/contracts/languages";
import type { TeamApplicationStatus, TeamLinks } from "@escouade/contracts/teams";
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";
import { removalColumns } from "./removal.ts";
import { shop } from "./shops.ts";

/**
 * What a team is beyond better-auth's organization (name, slug, logo): one row per organization,
 * gone with it (decision 003, as `profile` is for users).
 */
export const teamProfile = pgTable(
  "team_profile",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organization.id, { onDelete: "cascade" }),
    description: text("description").notNull().default(""),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    country: text("country").$type<CountryCode>().notNull(),
    /** The home city's position (offline gazetteer), for "teams near me"; null when the city is unknown. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** A field (shop of type field) the team plays at. */
    homeFieldId: integer("home_field_id").references(() => shop.id, { onDelete: "set null" }),
    languages: text("languages").array().$type<SpokenLanguage[]>().notNull(),
    recruiting: boolean("recruiting").notNull().default(false),
    recruitingText: text("recruiting_text").notNull().default(""),
    minimumAge: integer("minimum_age"),
    foundedYear: integer("founded_year"),
    isAssociation: boolean("is_association").notNull().default(false),
    links: jsonb("links").$type<TeamLinks>().notNull().default({}),
    bannerKey: text("banner_key"),
    ...removalColumns(),
    /** Who created the team: the "team founder" badge stays theirs after they hand the team over. */
    foundedBy: text("founded_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("team_profile_latitude_idx").on(t.latitude),
    index("team_profile_longitude_idx").on(t.longitude),
    index("team_profile_founded_by_idx").on(t.foundedBy),
  ],
);

/**
 * A player asks to join a team. The applicant's id is set to null, not cascaded, when their
 * account goes (docs/product.md §5: pending team requests survive account deletion; decision 012).
 */
export const teamApplication = pgTable(
  "team_application",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    message: text("message").notNull().default(""),
    status: text("status").$type<TeamApplicationStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    respondedBy: text("responded_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    // One pending application per player and team: a double submit ends in one row.
    uniqueIndex("team_application_pending_idx")
      .on(t.organizationId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("team_application_user_idx").on(t.userId, t.status),
  ],
);

/** A team's news, written by its leaders, read by signed-in players. */
export const teamPost = pgTable(
  "team_post",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** The news stays when its author's account goes. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    photoKeys: text("photo_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...removalColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_post_organization_idx").on(t.organizationId, t.id)],
);
