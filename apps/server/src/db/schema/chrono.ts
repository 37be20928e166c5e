import type { PowerClass } from "@escouade/contracts/power";
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { game, registration } from "./games.ts";

/**
 * One pass over the chronograph (docs/product.md §4): a re-test after a change is a new row, the latest one
 * per replica is the verdict. `clientId` makes a reading sent twice from a phone count once.
 */
export const chronoReading = pgTable(
  "chrono_reading",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registration.id, { onDelete: "cascade" }),
    /** The replica's place in the registration's list; null for one not declared at registration. */
    replicaIndex: integer("replica_index"),
    replicaName: text("replica_name").notNull().default(""),
    powerClass: text("power_class").$type<PowerClass>().notNull(),
    fps: integer("fps").notNull(),
    bbGrams: doublePrecision("bb_grams").notNull(),
    joules: doublePrecision("joules").notNull(),
    verdict: text("verdict").$type<"passed" | "refused">().notNull(),
    note: text("note").notNull().default(""),
    measuredBy: text("measured_by").references(() => user.id, { onDelete: "set null" }),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull().defaultNow(),
    clientId: text("client_id"),
  },
  (t) => [index("chrono_reading_game_idx").on(t.gameId, t.registrationId), uniqueIndex("chrono_reading_client_idx").on(t.gameId, t.clientId)],
);
