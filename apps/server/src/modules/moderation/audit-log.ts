import type { AuditLogEntry, ModerationAction } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { moderationAction, profile } from "../../db/schema/index.ts";
import type { ModeratorActor } from "./moderator-rules.ts";

/** Writes the audit log's row for an action; its id is what closed reports point at. */
export async function logAction(
  tx: Tx,
  actor: ModeratorActor,
  entry: {
    action: ModerationAction;
    targetKind?: ReportTargetKind | null;
    targetId?: string | null;
    targetUserId?: string | null;
    reason?: string;
    endsAt?: Date | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(moderationAction)
    .values({
      moderatorId: actor.id,
      action: entry.action,
      targetKind: entry.targetKind ?? null,
      targetId: entry.targetId ?? null,
      targetUserId: entry.targetUserId ?? null,
      reason: entry.reason ?? "",
      endsAt: entry.endsAt ?? null,
    })
    .returning({ id: moderationAction.id });
  return row!.id;
}

const moderatorProfile = alias(profile, "moderator_profile");
const targetProfile = alias(profile, "target_profile");

/** The audit log for admins: newest first, a page at a time, by moderator or by player. */
export async function getAuditLog(db: Db, input: { moderatorId?: string; targetUserId?: string; page: number; limit: number }) {
  const where = and(
    input.moderatorId ? eq(moderationAction.moderatorId, input.moderatorId) : undefined,
    input.targetUserId ? eq(moderationAction.targetUserId, input.targetUserId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        action: moderationAction,
        moderatorName: moderatorProfile.username,
        targetName: targetProfile.username,
      })
      .from(moderationAction)
      .leftJoin(moderatorProfile, eq(moderatorProfile.userId, moderationAction.moderatorId))
      .leftJoin(targetProfile, eq(targetProfile.userId, moderationAction.targetUserId))
      .where(where)
      .orderBy(desc(moderationAction.createdAt), desc(moderationAction.id))
      .limit(input.limit)
      .offset(input.page * input.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(moderationAction)
      .where(where),
  ]);
  const items: AuditLogEntry[] = rows.map(({ action: row, moderatorName, targetName }) => ({
    id: row.id,
    action: row.action,
    moderator: row.moderatorId ? { id: row.moderatorId, username: moderatorName } : null,
    targetUser: row.targetUserId ? { id: row.targetUserId, username: targetName } : null,
    targetKind: row.targetKind,
    targetId: row.targetId,
    reason: row.reason,
    endsAt: row.endsAt,
    createdAt: row.createdAt,
  }));
  return { items, total: total?.count ?? 0 };
}
