import type { ModerationQueueItem, ModerationQueuePage, ModerationTargetView } from "@escouade/contracts/moderation";
import type { ReportReason, ReportState, ReportTargetKind } from "@escouade/contracts/reports";
import { and, asc, desc, eq, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { report } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { recordOf, recordsOf } from "./player-record.ts";
import { loadTarget } from "./target.ts";

/**
 * The moderators' queue: reports grouped by what they are about, the target reported longest ago
 * first (open ones by default), with the author's record beside each.
 */
export async function getQueue(db: Db, input: { kind?: ReportTargetKind; state: ReportState; page: number; limit: number }): Promise<ModerationQueuePage> {
  const where = and(eq(report.state, input.state), input.kind ? eq(report.targetKind, input.kind) : undefined);
  const [groups, [total]] = await Promise.all([
    db
      .select({
        kind: report.targetKind,
        id: report.targetId,
        count: sql<number>`count(*)::int`,
        reasons: sql<ReportReason[]>`json_agg(distinct ${report.reason} order by ${report.reason})`,
        firstReportedAt: min(report.createdAt),
        lastReportedAt: sql<Date>`max(${report.createdAt})`.mapWith(report.createdAt),
        // The author as the reports name them: the same for every report of one target.
        authorId: sql<string | null>`max(${report.targetUserId})`,
      })
      .from(report)
      .where(where)
      .groupBy(report.targetKind, report.targetId)
      .orderBy(asc(min(report.createdAt)), asc(report.targetKind), asc(report.targetId))
      .limit(input.limit)
      .offset(input.page * input.limit),
    db
      .select({ count: sql<number>`count(distinct (${report.targetKind}, ${report.targetId}))::int` })
      .from(report)
      .where(where),
  ]);
  const authorIds = groups.map((group) => group.authorId ?? (group.kind === "player" ? group.id : null)).filter((id): id is string => id !== null);
  const records = await recordsOf(db, authorIds);
  const items: ModerationQueueItem[] = groups.map(({ authorId, firstReportedAt, ...group }) => {
    const author = authorId ?? (group.kind === "player" ? group.id : null);
    return { ...group, firstReportedAt: firstReportedAt!, author: author ? (records.get(author) ?? null) : null };
  });
  return { items, total: total?.count ?? 0 };
}

/** One target for the moderator: the content in context, every report on it, the author's record. */
export async function getTarget(db: Db, input: { kind: ReportTargetKind; id: string }): Promise<ModerationTargetView> {
  const [loaded, reports] = await Promise.all([
    loadTarget(db, input.kind, input.id),
    db
      .select({
        id: report.id,
        reporterId: report.reporterId,
        reason: report.reason,
        details: report.details,
        state: report.state,
        createdAt: report.createdAt,
        targetUserId: report.targetUserId,
      })
      .from(report)
      .where(and(eq(report.targetKind, input.kind), eq(report.targetId, input.id)))
      .orderBy(desc(report.createdAt), desc(report.id)),
  ]);
  if (!loaded && reports.length === 0) throw new AppError("NOT_FOUND");
  const authorId = loaded?.authorId ?? reports.find((row) => row.targetUserId)?.targetUserId ?? null;
  return {
    kind: input.kind,
    id: input.id,
    content: loaded?.content ?? null,
    removedAt: loaded?.removedAt ?? null,
    removedReason: loaded?.removedReason ?? null,
    reports: reports.map(({ targetUserId: _author, ...row }) => row),
    author: await recordOf(db, authorId),
  };
}
