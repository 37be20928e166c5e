import type { NotificationKind } from "@escouade/contracts/notification-preferences";
import { boolean, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * How a player wants to hear about one kind of notification: in the app, by e-mail. No row means
 * the defaults of the contracts (`NOTIFICATION_CHANNEL_DEFAULTS`), so a new type needs no backfill.
 */
export const notificationPreference = pgTable(
  "notification_preference",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationKind>().notNull(),
    inApp: boolean("in_app").notNull(),
    byEmail: boolean("by_email").notNull(),
    /** On the phone by Web Push (docs/decisions/022); null until chosen: the kind's default applies. */
    byPush: boolean("by_push"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
