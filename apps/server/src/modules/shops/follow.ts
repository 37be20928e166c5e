import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shop, shopFollow, shopVisit } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { shownPlace } from "./ownership.ts";

async function requireShownPlace(db: Db, shopId: number) {
  const [row] = await db.select({ id: shop.id, type: shop.type }).from(shop).where(shownPlace(shopId));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** Following a place: its news and the games that name it reach the player (kind "following"). */
export async function followPlace(db: Db, actor: Actor, input: { shopId: number; follow: boolean }) {
  await requireShownPlace(db, input.shopId);
  if (input.follow) await db.insert(shopFollow).values({ shopId: input.shopId, userId: actor.id }).onConflictDoNothing();
  else await db.delete(shopFollow).where(and(eq(shopFollow.shopId, input.shopId), eq(shopFollow.userId, actor.id)));
  return { following: input.follow };
}

/**
 * "I went there" marks a shop as visited, which lets the player review it. A field is reviewed
 * after a check-in at a game held there: a mark would let anyone review it.
 */
export async function markVisited(db: Db, actor: Actor, input: { shopId: number; visited: boolean }) {
  const place = await requireShownPlace(db, input.shopId);
  if (place.type === "field") throw new AppError("FORBIDDEN");
  if (input.visited) await db.insert(shopVisit).values({ shopId: input.shopId, userId: actor.id }).onConflictDoNothing();
  else await db.delete(shopVisit).where(and(eq(shopVisit.shopId, input.shopId), eq(shopVisit.userId, actor.id)));
  return { visited: input.visited };
}
