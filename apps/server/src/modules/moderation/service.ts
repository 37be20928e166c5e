import { FAILED_JOBS_SHOWN, type SuspensionDays } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, message, profile, report, session, shop, shopPost, shopReview, teamPost, teamProfile, user } from "../../db/schema/index.ts";
import { usernameKey } from "../../db/username-key.ts";
import { AppError } from "../../core/app-error.ts";
import { listFailedJobs } from "../../platform/jobs.ts";
import { announceSessionsEnded } from "../../platform/sessions-ended.ts";
import { notifyUsers } from "../notifications/service.ts";
import { logAction } from "./audit-log.ts";
import { isAdmin, requireActionableUser, type ModeratorActor } from "./moderator-rules.ts";
import { loadTarget, type LoadedTarget } from "./target.ts";

/*
 * The moderators' queue and their actions (docs/product.md §8). Their decisions on content and on
 * accounts live here, each written to the audit log and closing the reports it answers; queue.ts
 * reads the queue and a target, audit-log.ts the log, moderator-rules.ts says who may act on whom.
 */
export { getQueue, getTarget } from "./queue.ts";
export { getAuditLog, logAction } from "./audit-log.ts";
export type { ModeratorActor } from "./moderator-rules.ts";

type Target = { kind: ReportTargetKind; id: string };

/** Closes a target's open reports with the decision that answered them (the reporters are told it). */
async function closeReports(tx: Tx, target: { kind: ReportTargetKind; id: string }, state: "dismissed" | "actioned", actionId: number): Promise<number> {
  const closed = await tx
    .update(report)
    .set({ state, resolvedAt: new Date(), actionId })
    .where(and(eq(report.targetKind, target.kind), eq(report.targetId, target.id), inArray(report.state, ["open"])))
    .returning({ id: report.id });
  return closed.length;
}

/** The target and its author, checked: it exists and the moderator may act on its author. */
async function actionableTarget(tx: Tx, actor: ModeratorActor, target: Target): Promise<LoadedTarget> {
  const loaded = await loadTarget(tx, target.kind, target.id);
  if (!loaded) throw new AppError("NOT_FOUND");
  if (loaded.authorId) await requireActionableUser(tx, actor, loaded.authorId);
  return loaded;
}

/** Nothing to do: the target's open reports are closed as dismissed. */
export async function dismiss(db: Db, actor: ModeratorActor, input: Target & { reason: string }) {
  return db.transaction(async (tx) => {
    const loaded = await loadTarget(tx, input.kind, input.id);
    // A target gone since it was reported can still have its reports dismissed.
    if (loaded?.authorId) await requireActionableUser(tx, actor, loaded.authorId);
    const actionId = await logAction(tx, actor, {
      action: "dismiss",
      targetKind: input.kind,
      targetId: input.id,
      targetUserId: loaded?.authorId,
      reason: input.reason,
    });
    return { actionId, closed: await closeReports(tx, input, "dismissed", actionId) };
  });
}

/** A warning to the author, with why: it counts on their record and they are notified. */
export async function warn(db: Db, actor: ModeratorActor, input: Target & { reason: string }) {
  return db.transaction(async (tx) => {
    const loaded = await actionableTarget(tx, actor, input);
    if (!loaded.authorId) throw new AppError("NOT_FOUND");
    const actionId = await logAction(tx, actor, {
      action: "warn",
      targetKind: input.kind,
      targetId: input.id,
      targetUserId: loaded.authorId,
      reason: input.reason,
    });
    await notifyUsers(tx, [loaded.authorId], { type: "moderation_warning", payload: { reason: input.reason } });
    return { actionId, closed: await closeReports(tx, input, "actioned", actionId) };
  });
}

/** Hides the content, keeping it (and why) for the record; a player's profile loses its own words and banner. */
async function hide(tx: Tx, target: Target, reason: string, authorId: string | null) {
  const removal = { removedAt: new Date(), removedReason: reason };
  const id = Number(target.id);
  if (target.kind === "player") await tx.update(profile).set({ bio: "", bannerKey: null }).where(eq(profile.userId, authorId!));
  else if (target.kind === "game") await tx.update(game).set(removal).where(eq(game.id, id));
  else if (target.kind === "team") await tx.update(teamProfile).set(removal).where(eq(teamProfile.organizationId, target.id));
  else if (target.kind === "team_post") await tx.update(teamPost).set(removal).where(eq(teamPost.id, id));
  else if (target.kind === "shop") await tx.update(shop).set(removal).where(eq(shop.id, id));
  else if (target.kind === "place_review") await tx.update(shopReview).set(removal).where(eq(shopReview.id, id));
  else if (target.kind === "place_news") await tx.update(shopPost).set(removal).where(eq(shopPost.id, id));
  else await tx.update(message).set(removal).where(eq(message.id, id));
}

/** Removes the reported content (hidden from everyone, its author told why). */
export async function remove(db: Db, actor: ModeratorActor, input: Target & { reason: string }) {
  return db.transaction(async (tx) => {
    const loaded = await actionableTarget(tx, actor, input);
    await hide(tx, input, input.reason, loaded.authorId);
    const actionId = await logAction(tx, actor, {
      action: "remove",
      targetKind: input.kind,
      targetId: input.id,
      targetUserId: loaded.authorId,
      reason: input.reason,
    });
    if (loaded.authorId) await notifyUsers(tx, [loaded.authorId], { type: "moderation_content_removed", payload: { kind: input.kind, reason: input.reason } });
    return { actionId, closed: await closeReports(tx, input, "actioned", actionId) };
  });
}

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
      .where(input.userId !== undefined ? eq(user.id, input.userId) : sql`${usernameKey(profile.username)} = ${usernameKey(input.username!)}`)
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

/** The background jobs that failed for good, for admins. */
export function getFailedJobs(db: Db) {
  return listFailedJobs(db, FAILED_JOBS_SHOWN);
}
