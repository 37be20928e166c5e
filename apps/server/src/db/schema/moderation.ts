import type { ModerationAction } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * The audit log: every moderator's and admin's action, with what it was about and why. Warnings
 * are counted from it (a player's record), and reports point at the action that closed them.
 */
export const moderationAction = pgTable(
  "moderation_action",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    moderatorId: text("moderator_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").$type<ModerationAction>().notNull(),
    targetKind: text("target_kind").$type<ReportTargetKind>(),
    targetId: text("target_id"),
    /** The player the action is about (the author of removed content, the suspended player). */
    targetUserId: text("target_user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    /** A suspension's end; null for a ban and for everything else. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_action_target_user_idx").on(t.targetUserId, t.action), index("moderation_action_created_idx").on(t.createdAt)],
);
