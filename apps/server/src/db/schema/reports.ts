import type { ReportReason, ReportState, ReportTargetKind } from "@escouade/contracts/reports";
import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { moderationAction } from "./moderation.ts";

/**
 * What a player reported to the moderators: a target (its kind and id, as text so every kind fits
 * one table), a reason and details. One open report per reporter and target; the moderators'
 * decision closes it (`state`), and the queue reads the open ones oldest first.
 */
export const report = pgTable(
  "report",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    targetKind: text("target_kind").$type<ReportTargetKind>().notNull(),
    targetId: text("target_id").notNull(),
    /** The author of the reported content, kept so their record counts reports even if the content goes. */
    targetUserId: text("target_user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details").notNull().default(""),
    state: text("state").$type<ReportState>().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** The audit log's row for the decision that closed it: what the reporter is told. */
    actionId: bigint("action_id", { mode: "number" }).references(() => moderationAction.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("report_open_idx")
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.state} = 'open'`),
    index("report_queue_idx").on(t.state, t.targetKind, t.createdAt),
  ],
);
