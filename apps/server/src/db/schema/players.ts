import type { EquipmentKind } from "@escouade/contracts/players";
import type { PowerClass } from "@escouade/contracts/power";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth.ts";

/** A player's gear, shown on their profile: replicas (with class and power), protections, the rest. */
export const equipment = pgTable(
  "equipment",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<EquipmentKind>().notNull(),
    name: text("name").notNull(),
    powerClass: text("power_class").$type<PowerClass>(),
    fps: integer("fps"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("equipment_user_idx").on(t.userId, t.createdAt)],
);

/** Pings sent, kept to limit them per pair (PING_INTERVAL_MINUTES). */
export const ping = pgTable(
  "ping",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fromId: text("from_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    toId: text("to_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ping_pair_idx").on(t.fromId, t.toId, t.createdAt), check("ping_not_self", sql`${t.fromId} <> ${t.toId}`)],
);
