import type { ModerationRecord } from "@escouade/contracts/moderation";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { moderationAction, profile, report, user } from "../../db/schema/index.ts";

/**
 * A player's record as moderators read it next to every report: warnings, suspensions and bans
 * counted from the audit log, reports against them, and whether they are banned now.
 */
export async function recordsOf(db: Db | Tx, userIds: readonly string[]): Promise<Map<string, ModerationRecord>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [people, actions, reports] = await Promise.all([
    db
      .select({ userId: user.id, username: profile.username, role: user.role, banned: user.banned, banExpires: user.banExpires, banReason: user.banReason })
      .from(user)
      .leftJoin(profile, eq(profile.userId, user.id))
      .where(inArray(user.id, ids)),
    db
      .select({
        userId: moderationAction.targetUserId,
        warnings: sql<number>`count(*) filter (where ${moderationAction.action} = 'warn')::int`,
        suspensions: sql<number>`count(*) filter (where ${moderationAction.action} = 'suspend')::int`,
        bans: sql<number>`count(*) filter (where ${moderationAction.action} = 'ban')::int`,
      })
      .from(moderationAction)
      .where(and(inArray(moderationAction.targetUserId, ids), inArray(moderationAction.action, ["warn", "suspend", "ban"])))
      .groupBy(moderationAction.targetUserId),
    db
      .select({ userId: report.targetUserId, count: sql<number>`count(*)::int` })
      .from(report)
      .where(inArray(report.targetUserId, ids))
      .groupBy(report.targetUserId),
  ]);
  const actionsBy = new Map(actions.map((row) => [row.userId, row]));
  const reportsBy = new Map(reports.map((row) => [row.userId, row.count]));
  return new Map(
    people.map((person) => {
      // An expired suspension is lifted at the next sign-in: until then it is not "current".
      const current = person.banned === true && (person.banExpires === null || person.banExpires > new Date());
      const counts = actionsBy.get(person.userId);
      return [
        person.userId,
        {
          userId: person.userId,
          username: person.username,
          role: person.role,
          warnings: counts?.warnings ?? 0,
          suspensions: counts?.suspensions ?? 0,
          bans: counts?.bans ?? 0,
          reports: reportsBy.get(person.userId) ?? 0,
          banned: current,
          banExpires: current ? person.banExpires : null,
          banReason: current ? person.banReason : null,
        },
      ];
    }),
  );
}

export async function recordOf(db: Db | Tx, userId: string | null): Promise<ModerationRecord | null> {
  if (!userId) return null;
  return (await recordsOf(db, [userId])).get(userId) ?? null;
}
