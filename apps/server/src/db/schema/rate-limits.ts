import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per action counted against an allowance (`upload:<userId>`): in the database so every
 * process counts the same hits. Rows older than their window are swept as the key is next used.
 */
export const rateLimitHit = pgTable(
  "rate_limit_hit",
  {
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hit_key_at_idx").on(t.key, t.at)],
);
