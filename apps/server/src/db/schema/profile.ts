import { DEFAULT_NAME_VISIBILITY, type Availability, type NameVisibility } from "@escouade/contracts/players";
import { date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { usernameKey } from "../username-key.ts";
import { user } from "./auth.ts";

/** What onboarding collects (docs/product.md §2). Kept apart from the auth user on purpose. */
export const profile = pgTable(
  "profile",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    languages: text("languages").array().notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    /** The city's position (offline gazetteer), for "players near me"; null when the city is unknown. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    bio: text("bio").notNull().default(""),
    /** One of the numbered avatars; null shows the username's first letter. */
    avatar: integer("avatar"),
    bannerKey: text("banner_key"),
    availability: text("availability").$type<Availability>().notNull().default("available"),
    /** Who sees the first and last name, and who the age (docs/product.md §5); the default covers accounts made before the choice. */
    nameVisibility: text("name_visibility").$type<NameVisibility>().notNull().default(DEFAULT_NAME_VISIBILITY),
    ageVisibility: text("age_visibility").$type<NameVisibility>().notNull().default(DEFAULT_NAME_VISIBILITY),
    /** Notifications created after this are unseen (docs/product.md §6); never stored per notification. */
    notificationsSeenAt: timestamp("notifications_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique regardless of case and accents: "Léa" and "lea" are the same player to a human.
  (t) => [
    uniqueIndex("profile_username_key_idx").on(usernameKey(t.username)),
    index("profile_latitude_idx").on(t.latitude),
    index("profile_longitude_idx").on(t.longitude),
  ],
);
