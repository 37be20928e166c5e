import { isField, type UpdatePlaceData } from "@escouade/contracts/places";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, profile, shop, shopFollow, shopOwner, shopReview, shopVisit } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { requireOwnUploads } from "../media/service.ts";
import { myLatestClaim } from "./claims.ts";
import { isPlaceOwner, lockOwnPlace, shownPlace } from "./ownership.ts";
import { ratingOf, reviewEligibility } from "./reviews.ts";

export const placeColumns = {
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
  services: shop.services,
  fieldKind: shop.fieldKind,
  rules: shop.rules,
  photoKeys: shop.photoKeys,
  version: shop.version,
};

/**
 * One place's page: what its owners keep, who they are, its rating, and where the viewer stands
 * (owner, follower, visitor, their claim, whether they may review it).
 */
export async function getShop(db: Db, viewerId: string | null, shopId: number) {
  const [row] = await db.select(placeColumns).from(shop).where(shownPlace(shopId));
  if (!row) throw new AppError("NOT_FOUND");
  const [owners, rating, [followers]] = await Promise.all([
    db
      .select({ id: shopOwner.userId, username: profile.username, avatar: profile.avatar })
      .from(shopOwner)
      .innerJoin(profile, eq(profile.userId, shopOwner.userId))
      .where(eq(shopOwner.shopId, shopId))
      .orderBy(asc(shopOwner.createdAt)),
    ratingOf(db, shopId),
    db.select({ n: count() }).from(shopFollow).where(eq(shopFollow.shopId, shopId)),
  ]);
  return { ...row, owners, rating, followers: followers?.n ?? 0, viewer: viewerId ? await viewerOf(db, viewerId, row) : null };
}

async function viewerOf(db: Db, viewerId: string, place: { id: number; type: string }) {
  const [[following], [visited], [myReview], claim, review, owner] = await Promise.all([
    db
      .select({ userId: shopFollow.userId })
      .from(shopFollow)
      .where(and(eq(shopFollow.shopId, place.id), eq(shopFollow.userId, viewerId))),
    db
      .select({ userId: shopVisit.userId })
      .from(shopVisit)
      .where(and(eq(shopVisit.shopId, place.id), eq(shopVisit.userId, viewerId))),
    db
      .select({ rating: shopReview.rating, comment: shopReview.comment, removed: sql<boolean>`${shopReview.removedAt} is not null` })
      .from(shopReview)
      .where(and(eq(shopReview.shopId, place.id), eq(shopReview.authorId, viewerId))),
    myLatestClaim(db, viewerId, place.id),
    reviewEligibility(db, viewerId, place),
    isPlaceOwner(db, viewerId, place.id),
  ]);
  return { owner, following: following !== undefined, visited: visited !== undefined, claim, review, myReview: myReview ?? null };
}

/**
 * An owner saves the page. Two owners editing at once: the one who saves second started from an
 * older version and is refused (PLACE_CHANGED), so neither loses the other's work unseen.
 */
export async function updatePlace(db: Db, actor: Actor, input: UpdatePlaceData) {
  return db.transaction(async (tx) => {
    const current = await lockOwnPlace(tx, actor, input.shopId);
    if (current.version !== input.version) throw new AppError("PLACE_CHANGED");
    // Photos another owner put up stay; new ones are the editor's own uploads.
    await requireOwnUploads(tx, actor.id, input.photoKeys, current.photoKeys);
    const field = isField(current.type);
    const [saved] = await tx
      .update(shop)
      .set({
        description: input.description,
        openingHours: input.openingHours,
        phone: input.phone,
        website: input.website,
        photoKeys: input.photoKeys,
        services: input.services,
        fieldKind: field ? input.fieldKind : null,
        rules: field ? input.rules : "",
        version: current.version + 1,
      })
      .where(eq(shop.id, input.shopId))
      .returning({ version: shop.version });
    return saved!;
  });
}

/** A field's owners mark a game held there "official" (or take the mark back). */
export async function setOfficial(db: Db, actor: Actor, input: { gameId: number; official: boolean }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ shopId: game.shopId, removedAt: game.removedAt }).from(game).where(eq(game.id, input.gameId)).for("update");
    // Only the field's owners learn the game names it: for anyone else it does not exist.
    if (!row || row.removedAt || row.shopId === null || !(await isPlaceOwner(tx, actor.id, row.shopId))) throw new AppError("NOT_FOUND");
    await lockOwnPlace(tx, actor, row.shopId);
    await tx.update(game).set({ official: input.official }).where(eq(game.id, input.gameId));
    return { official: input.official };
  });
}
