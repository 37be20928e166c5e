import type { ModerationAction } from "@escouade/contracts/moderation";
import { MY_REPORTS_PAGE_DEFAULT, type ReportReason, type ReportState, type ReportTarget, type ReportTargetKind } from "@escouade/contracts/reports";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { moderationAction, report } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { targetLabels } from "./labels.ts";
import { resolveTarget } from "./targets.ts";

/*
 * Reports for the moderators. Only what the reporter can see may be reported, never their own
 * content; a second open report on the same target is refused (the first one stands).
 */

export async function reportTarget(db: Db, actor: Actor, input: { target: ReportTarget; reason: ReportReason; details: string }) {
  const target = await resolveTarget(db, actor, input.target);
  try {
    const [row] = await db
      .insert(report)
      .values({ reporterId: actor.id, targetKind: input.target.kind, targetId: target.id, targetUserId: target.targetUserId, reason: input.reason, details: input.details })
      .returning({ id: report.id, createdAt: report.createdAt });
    return row!;
  } catch (error) {
    if (uniqueViolation(error) === "report_open_idx") throw new AppError("ALREADY_REPORTED");
    throw error;
  }
}

export interface MyReport {
  id: number;
  kind: ReportTargetKind;
  /** What names the target now; null when it is gone. */
  label: string | null;
  reason: ReportReason;
  state: ReportState;
  /** What the moderators did, once they decided; never who or why (their note is for the audit log). */
  outcome: ModerationAction | null;
  createdAt: Date;
}

/** The reporter's own reports, newest first, a page at a time (the cursor is the last report's id). */
export async function getMyReports(db: Db, actor: Actor, input: { cursor?: number; limit?: number }) {
  const limit = input.limit ?? MY_REPORTS_PAGE_DEFAULT;
  const rows = await db
    .select({
      id: report.id,
      kind: report.targetKind,
      targetId: report.targetId,
      reason: report.reason,
      state: report.state,
      outcome: moderationAction.action,
      createdAt: report.createdAt,
    })
    .from(report)
    .leftJoin(moderationAction, eq(moderationAction.id, report.actionId))
    .where(and(eq(report.reporterId, actor.id), input.cursor ? lt(report.id, input.cursor) : undefined))
    .orderBy(desc(report.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const labelOf = await targetLabels(db, page.map((row) => ({ kind: row.kind, id: row.targetId })));
  const items: MyReport[] = page.map(({ targetId, ...row }) => ({ ...row, label: labelOf(row.kind, targetId) }));
  return { items, nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
