import { text, timestamp } from "drizzle-orm/pg-core";

/**
 * Content a moderator removed stays in the database, hidden, with the reason its author is told
 * (docs/product.md §8): a mistaken removal can be looked into, and the audit log points at something.
 */
export const removalColumns = () => ({
  removedAt: timestamp("removed_at", { withTimezone: true }),
  removedReason: text("removed_reason"),
});
