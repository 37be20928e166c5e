import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Who uploaded each image (decision 032): a record may only name a player's own uploads, and an
 * account's deletion erases only its own images, never one another record still shows.
 */
export const mediaUpload = pgTable(
  "media_upload",
  {
    /** The image's key in storage (`uploads/<uuid>`), as records name it. */
    key: text("key").primaryKey(),
    /** Null once the uploader deleted their account: the image may still show on a team's page. */
    uploaderId: text("uploader_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_upload_uploader_idx").on(t.uploaderId)],
);
