import type { AuditLogEntry } from "@escouade/contracts/moderation";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { moderationAction, profile } from "../../db/schema/index.ts";

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
