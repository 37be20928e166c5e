import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { game } from "./games.ts";

/** Seats a driver offers to one game (docs/product.md §4); deleted with the game's end. */
export const carpoolOffer = pgTable(
  "carpool_offer",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    driverId: text("driver_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fromCity: text("from_city").notNull(),
    departsAt: timestamp("departs_at", { withTimezone: true }).notNull(),
    seats: integer("seats").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carpool_offer_driver_idx").on(t.gameId, t.driverId)],
);

export const CARPOOL_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;

export const carpoolRequest = pgTable(
  "carpool_request",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => carpoolOffer.id, { onDelete: "cascade" }),
    passengerId: text("passenger_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<(typeof CARPOOL_REQUEST_STATUSES)[number]>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carpool_request_passenger_idx").on(t.offerId, t.passengerId), index("carpool_request_passenger_user_idx").on(t.passengerId)],
);
