import { and, desc, eq, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { playerBlock, profile } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { isOnboarded } from "./membership.ts";

/** Which side blocked, if either: "me" (I may unblock), "them" (nothing to do), or null. */
export async function blockBetween(db: Db | Tx, me: string, other: string): Promise<"me" | "them" | null> {
  const rows = await db
    .select({ blockerId: playerBlock.blockerId })
    .from(playerBlock)
    .where(or(and(eq(playerBlock.blockerId, me), eq(playerBlock.blockedId, other)), and(eq(playerBlock.blockerId, other), eq(playerBlock.blockedId, me))));
  if (rows.some((r) => r.blockerId === me)) return "me";
  return rows.length ? "them" : null;
}

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(db: Db | Tx, a: string, b: string) {
  return (await blockBetween(db, a, b)) !== null;
}

export async function blockPlayer(db: Db, actor: Actor, userId: string) {
  if (userId === actor.id) throw new AppError("SELF_ACTION");
  if (!(await isOnboarded(db, userId))) throw new AppError("NOT_FOUND");
  await db.insert(playerBlock).values({ blockerId: actor.id, blockedId: userId }).onConflictDoNothing();
  return { blocked: true };
}

export async function unblockPlayer(db: Db, actor: Actor, userId: string) {
  await db.delete(playerBlock).where(and(eq(playerBlock.blockerId, actor.id), eq(playerBlock.blockedId, userId)));
  return { blocked: false };
}

/** The players the actor blocked, for the settings and the profile's button. */
export async function blockedPlayers(db: Db, actor: Actor) {
  return db
    .select({ userId: profile.userId, username: profile.username, avatar: profile.avatar, blockedAt: playerBlock.createdAt })
    .from(playerBlock)
    .innerJoin(profile, eq(profile.userId, playerBlock.blockedId))
    .where(eq(playerBlock.blockerId, actor.id))
    .orderBy(desc(playerBlock.createdAt));
}
