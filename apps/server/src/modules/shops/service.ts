import type { GetStoresInput, ReportShopData } from "@escouade/contracts/shops";
import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { distanceKm, withinRadius } from "../../db/geo-sql.ts";
import { shop } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { notifyUsers } from "../notifications/service.ts";
import type { Actor } from "../../core/actor.ts";
import { escapeLike } from "../../db/like.ts";

/** A reporter's reports waiting for a moderator: enough for honest use, a wall against floods. */
export const MAX_PENDING_REPORTS = 10;

const publicColumns = {
  id: shop.id,
  type: shop.type,
  name: shop.name,
  street: shop.street,
  city: shop.city,
  postalCode: shop.postalCode,
  country: shop.country,
  latitude: shop.latitude,
  longitude: shop.longitude,
  website: shop.website,
  phone: shop.phone,
  openingHours: shop.openingHours,
  description: shop.description,
};

/** getStores: approved shops and fields, nearest first around a point, else by name. */
export async function getStores(db: Db, input: GetStoresInput) {
  const filters = input ?? {};
  const q = filters.q ? `%${escapeLike(filters.q)}%` : null;
  const center = filters.latitude !== undefined && filters.longitude !== undefined ? { latitude: filters.latitude, longitude: filters.longitude } : null;
  return db
    .select({ ...publicColumns, distanceKm: center ? distanceKm(shop, center.latitude, center.longitude) : sql<null>`null` })
    .from(shop)
    .where(
      and(
        eq(shop.status, "approved"),
        // A shop the moderators removed leaves the map and the list (docs/product.md §8).
        isNull(shop.removedAt),
        filters.type ? eq(shop.type, filters.type) : undefined,
        q ? or(ilike(shop.name, q), ilike(shop.city, q), ilike(shop.description, q)) : undefined,
        center && filters.radiusKm ? withinRadius(shop, center.latitude, center.longitude, filters.radiusKm) : undefined,
      ),
    )
    .orderBy(...(center ? [distanceKm(shop, center.latitude, center.longitude)] : []), asc(shop.name), asc(shop.id))
    .limit(filters.limit ?? 200);
}

/** A player reports a missing shop; it stays pending (invisible) until a moderator decides. */
export async function reportShop(db: Db, actor: Actor, input: ReportShopData) {
  const [{ pending } = { pending: 0 }] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(shop)
    .where(and(eq(shop.submittedBy, actor.id), eq(shop.status, "pending")));
  if (pending >= MAX_PENDING_REPORTS) throw new AppError("RATE_LIMITED");
  const [created] = await db
    .insert(shop)
    .values({
      type: input.type,
      name: input.name,
      // The address fields are named as the columns: street, city, postal code, country, position.
      ...input.address,
      website: input.website,
      reportComment: input.comment,
      submittedBy: actor.id,
    })
    .returning({ id: shop.id, status: shop.status });
  return created!;
}

/** The moderation queue, oldest first, with what the reporter said. */
export async function listPendingShops(db: Db) {
  return db
    .select({ ...publicColumns, reportComment: shop.reportComment, createdAt: shop.createdAt, submittedBy: shop.submittedBy })
    .from(shop)
    .where(eq(shop.status, "pending"))
    .orderBy(asc(shop.createdAt), asc(shop.id))
    .limit(200);
}

/** A moderator approves or rejects a pending report; the reporter is told either way. */
export async function moderateShop(db: Db, moderator: Actor, input: { shopId: number; decision: "approved" | "rejected" }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shop).where(eq(shop.id, input.shopId)).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (row.status !== "pending") throw new AppError("ALREADY_MODERATED");
    await tx.update(shop).set({ status: input.decision, moderatedBy: moderator.id, moderatedAt: new Date() }).where(eq(shop.id, input.shopId));
    if (row.submittedBy) {
      const summary = { id: row.id, name: row.name };
      await notifyUsers(
        tx,
        [row.submittedBy],
        input.decision === "approved" ? { type: "shop_approved", payload: { shop: summary } } : { type: "shop_rejected", payload: { shop: summary } },
      );
    }
    return { id: row.id, status: input.decision };
  });
}

/** The reporter's own reports and where they stand. */
export async function getMyShopReports(db: Db, actor: Actor) {
  return db
    .select({ id: shop.id, name: shop.name, type: shop.type, city: shop.city, status: shop.status, createdAt: shop.createdAt })
    .from(shop)
    .where(eq(shop.submittedBy, actor.id))
    .orderBy(desc(shop.createdAt))
    .limit(50);
}

export { getShop, setOfficial, updatePlace } from "./page.ts";
export { lockOwnPlace, ownerIds, publicPlaceIds, shownPlace } from "./ownership.ts";
export { claimPlace, decideClaim, listPendingClaims } from "./claims.ts";
export { addPlaceOwner, leavePlace } from "./owners.ts";
export { followPlace, markVisited } from "./follow.ts";
export { deletePlaceNews, getPlaceNews, postPlaceNews } from "./news.ts";
export { answerReview, deleteMyReview, getPlaceReviews, reviewPlace } from "./reviews.ts";
