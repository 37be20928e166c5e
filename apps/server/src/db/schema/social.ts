import type { NotificationData } from "@escouade/contracts/notifications";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * A friendship or a pending request. One row per pair, whoever asked first; the players
 * feature adds the transitions, games only read "accepted" for friends-only visibility.
 */
export const friendship = pgTable(
  "friendship",
  {
    /** Null once the requester deleted their account: a pending request survives it (docs/product.md §5), from "a deleted player". */
    requesterId: text("requester_id").references(() => user.id, { onDelete: "set null" }),
    addresseeId: text("addressee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "accepted">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("friendship_pair_idx").on(sql`least(${t.requesterId}, ${t.addresseeId})`, sql`greatest(${t.requesterId}, ${t.addresseeId})`),
    index("friendship_addressee_idx").on(t.addresseeId),
    check("friendship_not_self", sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/** The truth of what a user was told; unread is derived from the user's last-seen time. */
export const notification = pgTable(
  "notification",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<NotificationData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notification_user_created_idx").on(t.userId, t.createdAt),
    // Catching up after a reconnection: this user's notifications after the last event id.
    index("notification_user_id_idx").on(t.userId, t.id),
  ],
);
