import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * A player's private calendar feed (docs/product.md §4): the secret in its address lets a phone's calendar
 * subscribe without signing in; a new one replaces it, and the old address then opens nothing.
 */
export const calendarFeed = pgTable("calendar_feed", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
