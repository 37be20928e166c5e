import type { StaffRole, StaffStatus } from "@escouade/contracts/staff";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { game } from "./games.ts";

/**
 * A game's staff (docs/product.md §4): marshals, referees and medics the organizer named among the
 * game's players or their own team, and players who offered to marshal when registering
 * (`offered`, until the organizer accepts). Confirmed staff check players in and use the chrono.
 */
export const gameStaff = pgTable(
  "game_staff",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").$type<StaffRole>().notNull(),
    status: text("status").$type<StaffStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("game_staff_member_idx").on(t.gameId, t.userId), index("game_staff_user_idx").on(t.userId)],
);
