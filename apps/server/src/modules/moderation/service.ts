import type { ReportTargetKind } from "@escouade/contracts/reports";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, message, profile, shop, teamPost, teamProfile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { notifyUsers } from "../notifications/service.ts";
import { closeReports, logAction, requireActionableUser, type ModeratorActor } from "./audit.ts";
import { loadTarget, type LoadedTarget } from "./target.ts";

type Target = { kind: ReportTargetKind; id: string };

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
