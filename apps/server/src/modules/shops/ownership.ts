import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { shop, shopOwner } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";

type Reader = Db | Tx;

/** Places everyone may see: approved by the moderators and not removed since. */
export const shownPlaces = () => and(eq(shop.status, "approved"), isNull(shop.removedAt));
export const shownPlace = (shopId: number) => and(eq(shop.id, shopId), shownPlaces());

/** The places a stranger may open, for the sitemap: the newest when there are more than it holds. */
export async function publicPlaceIds(db: Reader, limit: number) {
  return db.select({ id: shop.id }).from(shop).where(shownPlaces()).orderBy(desc(shop.id)).limit(limit);
}

export async function ownerIds(db: Reader, shopId: number): Promise<string[]> {
  const rows = await db.select({ userId: shopOwner.userId }).from(shopOwner).where(eq(shopOwner.shopId, shopId));
  return rows.map((row) => row.userId);
}

export async function isPlaceOwner(db: Reader, userId: string, shopId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: shopOwner.userId })
    .from(shopOwner)
    .where(and(eq(shopOwner.shopId, shopId), eq(shopOwner.userId, userId)));
  return row !== undefined;
}

/**
 * The place, locked for the transaction, when the actor runs it. A place nobody may see is
 * NOT_FOUND; one the actor does not run is FORBIDDEN.
 */
export async function lockOwnPlace(tx: Tx, actor: Actor, shopId: number) {
  const [row] = await tx.select().from(shop).where(shownPlace(shopId)).for("update");
  if (!row) throw new AppError("NOT_FOUND");
  if (!(await isPlaceOwner(tx, actor.id, shopId))) throw new AppError("FORBIDDEN");
  return row;
}

/** The place as notifications name it. */
export function placeSummary(row: { id: number; name: string }) {
  return { id: row.id, name: row.name };
}
