import type { ModerationAction } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { moderationAction, report, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";

/** Who acts: a moderator or an admin, with their site role (the session's). */
export interface ModeratorActor {
  id: string;
  role?: string | null;
}

export function isAdmin(role: string | null | undefined): boolean {
  return (role ?? "").split(",").includes("admin");
}

function isModerator(role: string | null | undefined): boolean {
  return (role ?? "").split(",").some((r) => r === "moderator" || r === "admin");
}

/**
 * Moderators moderate players: never themselves, never another moderator or an admin (that is
 * for admins to settle); an admin may act on a moderator, never on another admin.
 */
export async function requireActionableUser(tx: Tx, actor: ModeratorActor, userId: string) {
  if (userId === actor.id) throw new AppError("SELF_ACTION");
  const [target] = await tx.select({ id: user.id, role: user.role, banned: user.banned }).from(user).where(eq(user.id, userId)).for("update");
  if (!target) throw new AppError("NOT_FOUND");
  if (isAdmin(target.role) || (isModerator(target.role) && !isAdmin(actor.role))) throw new AppError("FORBIDDEN");
  return target;
}

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

/** Closes a target's open reports with the decision that answered them (the reporters are told it). */
export async function closeReports(tx: Tx, target: { kind: ReportTargetKind; id: string }, state: "dismissed" | "actioned", actionId: number): Promise<number> {
  const closed = await tx
    .update(report)
    .set({ state, resolvedAt: new Date(), actionId })
    .where(and(eq(report.targetKind, target.kind), eq(report.targetId, target.id), inArray(report.state, ["open"])))
    .returning({ id: report.id });
  return closed.length;
}
