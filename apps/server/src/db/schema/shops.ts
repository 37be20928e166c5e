import type { CountryCode } from "@escouade/contracts/countries";
import type { ShopStatus, ShopType } from "@escouade/contracts/shops";
import { doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
