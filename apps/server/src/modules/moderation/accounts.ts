import type { SuspensionDays } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profile, session, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { announceSessionsEnded } from "../../platform/sessions-ended.ts";
import { closeReports, isAdmin, logAction, requireActionableUser, type ModeratorActor } from "./audit.ts";

type Target = { kind: ReportTargetKind; id: string };

const DAY_MS = 24 * 3600 * 1000;

/**
 * Suspensions and bans keep better-auth's admin plugin semantics (its columns, its refusal at
 * sign-in with BANNED_USER, its lifting of an expired ban at the next sign-in), written here so
 * the ban, the ended sessions and the audit row are one transaction.
 */
async function banAccount(db: Db, actor: ModeratorActor, input: { userId: string; reason: string; target?: Target }, endsAt: Date | null) {
  return db.transaction(async (tx) => {
    await requireActionableUser(tx, actor, input.userId);
    await tx.update(user).set({ banned: true, banReason: input.reason, banExpires: endsAt, updatedAt: new Date() }).where(eq(user.id, input.userId));
    // Every session ends: the player is signed out everywhere, and every call of theirs refused.
    await tx.delete(session).where(eq(session.userId, input.userId));
    // Live streams opened before close too, in every process.
    await announceSessionsEnded(tx, input.userId);
    const actionId = await logAction(tx, actor, {
      action: endsAt ? "suspend" : "ban",
      targetKind: input.target?.kind,
      targetId: input.target?.id,
      targetUserId: input.userId,
      reason: input.reason,
      endsAt,
    });
    const closed = input.target ? await closeReports(tx, input.target, "actioned", actionId) : 0;
    return { actionId, closed, endsAt };
  });
}

export function suspend(db: Db, actor: ModeratorActor, input: { userId: string; days: SuspensionDays; reason: string; target?: Target }) {
  return banAccount(db, actor, input, new Date(Date.now() + input.days * DAY_MS));
}

export function ban(db: Db, actor: ModeratorActor, input: { userId: string; reason: string; target?: Target }) {
  return banAccount(db, actor, input, null);
}

/** Ends a suspension or a ban now; the player signs in again. */
export async function lift(db: Db, actor: ModeratorActor, input: { userId: string; reason: string }) {
  return db.transaction(async (tx) => {
    await requireActionableUser(tx, actor, input.userId);
    await tx.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(user.id, input.userId));
    return { actionId: await logAction(tx, actor, { action: "lift", targetUserId: input.userId, reason: input.reason }) };
  });
}

/** Admins grant and take the moderator role; an admin's role is never changed here. */
export async function setModerator(db: Db, actor: ModeratorActor, input: { userId?: string; username?: string; moderator: boolean }) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .leftJoin(profile, eq(profile.userId, user.id))
      .where(input.userId !== undefined ? eq(user.id, input.userId) : sql`lower(${profile.username}) = lower(${input.username!})`)
      .for("update", { of: user });
    if (!target) throw new AppError("NOT_FOUND");
    if (target.id === actor.id) throw new AppError("SELF_ACTION");
    if (isAdmin(target.role)) throw new AppError("FORBIDDEN");
    await tx
      .update(user)
      .set({ role: input.moderator ? "moderator" : "user", updatedAt: new Date() })
      .where(eq(user.id, target.id));
    const actionId = await logAction(tx, actor, { action: input.moderator ? "grant_moderator" : "revoke_moderator", targetUserId: target.id });
    return { actionId };
  });
}
