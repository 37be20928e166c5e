import type { ReviewEligibility, ReviewPlaceData } from "@escouade/contracts/places";
import { and, avg, count, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, profile, registration, shop, shopReview, shopVisit } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers, playerCard } from "../notifications/service.ts";
import { isPlaceOwner, ownerIds, placeSummary, shownPlace } from "./ownership.ts";

type Reader = Db | Tx;

/**
 * Who may review a place (docs/product.md §7): a player checked in at a game on the field, or who
 * marked the shop as visited; never one of its owners.
 */
export async function reviewEligibility(db: Reader, userId: string | null, place: { id: number; type: string }): Promise<ReviewEligibility> {
  if (!userId) return "signed_out";
  if (await isPlaceOwner(db, userId, place.id)) return "owner";
  const [mine] = await db
    .select({ id: shopReview.id })
    .from(shopReview)
    .where(and(eq(shopReview.shopId, place.id), eq(shopReview.authorId, userId)));
  if (mine) return "reviewed";
  if (place.type === "field") {
    const [played] = await db
      .select({ id: registration.id })
      .from(registration)
      .innerJoin(game, eq(game.id, registration.gameId))
      .where(and(eq(game.shopId, place.id), eq(registration.userId, userId), isNotNull(registration.checkedInAt)))
      .limit(1);
    return played ? "eligible" : "not_checked_in";
  }
  const [visited] = await db
    .select({ userId: shopVisit.userId })
    .from(shopVisit)
    .where(and(eq(shopVisit.shopId, place.id), eq(shopVisit.userId, userId)));
  return visited ? "eligible" : "not_visited";
}

/**
 * A review: one per player and place. Writing again changes the rating and the comment (the owners'
 * answer stays); a review the moderators removed stays removed.
 */
export async function reviewPlace(db: Db, actor: Actor, input: ReviewPlaceData) {
  return db.transaction(async (tx) => {
    const [place] = await tx.select({ id: shop.id, name: shop.name, type: shop.type }).from(shop).where(shownPlace(input.shopId));
    if (!place) throw new AppError("NOT_FOUND");
    const eligibility = await reviewEligibility(tx, actor.id, place);
    if (eligibility === "owner") throw new AppError("SELF_ACTION");
    if (eligibility !== "eligible" && eligibility !== "reviewed") throw new AppError("REVIEW_NOT_ALLOWED");
    const now = new Date();
    const [saved] = await tx
      .insert(shopReview)
      .values({ shopId: input.shopId, authorId: actor.id, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [shopReview.shopId, shopReview.authorId],
        set: { rating: input.rating, comment: input.comment, updatedAt: now },
        setWhere: isNull(shopReview.removedAt),
      })
      .returning({ id: shopReview.id, createdAt: shopReview.createdAt });
    // The conflict's row was removed by the moderators: nothing was written.
    if (!saved) throw new AppError("FORBIDDEN");
    if (eligibility === "eligible") {
      await notifyUsers(tx, await ownerIds(tx, input.shopId), {
        type: "place_reviewed",
        payload: { shop: placeSummary(place), player: await playerCard(tx, actor.id), rating: input.rating },
      });
    }
    return { id: saved.id };
  });
}

/** The author takes their review back; they may write another. */
export async function deleteMyReview(db: Db, actor: Actor, shopId: number) {
  const deleted = await db
    .delete(shopReview)
    .where(and(eq(shopReview.shopId, shopId), eq(shopReview.authorId, actor.id), isNull(shopReview.removedAt)))
    .returning({ id: shopReview.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND");
  return { deleted: true };
}

/** The owners answer a review once, in the place's name; its author is told. */
export async function answerReview(db: Db, actor: Actor, input: { reviewId: number; answer: string }) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: shopReview.id, shopId: shopReview.shopId, authorId: shopReview.authorId, answer: shopReview.answer, removedAt: shopReview.removedAt })
      .from(shopReview)
      .where(eq(shopReview.id, input.reviewId))
      .for("update");
    if (!review || review.removedAt) throw new AppError("NOT_FOUND");
    const [place] = await tx.select({ id: shop.id, name: shop.name }).from(shop).where(shownPlace(review.shopId));
    if (!place) throw new AppError("NOT_FOUND");
    if (!(await isPlaceOwner(tx, actor.id, review.shopId))) throw new AppError("FORBIDDEN");
    if (review.answer !== null) throw new AppError("ALREADY_ANSWERED");
    await tx.update(shopReview).set({ answer: input.answer, answeredBy: actor.id, answeredAt: new Date() }).where(eq(shopReview.id, review.id));
    await notifyUsers(tx, [review.authorId], { type: "place_review_answered", payload: { shop: placeSummary(place) } });
    return { id: review.id };
  });
}

/** The average and count of a place's reviews, those the moderators removed left out. */
export async function ratingOf(db: Reader, shopId: number) {
  const [row] = await db
    .select({ average: avg(shopReview.rating), count: count() })
    .from(shopReview)
    .where(and(eq(shopReview.shopId, shopId), isNull(shopReview.removedAt)));
  const total = row?.count ?? 0;
  // One decimal, as the page shows it: 4.25 reads 4.3.
  return { average: total > 0 ? Math.round(Number(row!.average) * 10) / 10 : null, count: total };
}

/** A place's reviews, newest first, a page at a time. */
export async function getPlaceReviews(db: Db, input: { shopId: number; cursor?: number; limit: number }) {
  const [place] = await db.select({ id: shop.id }).from(shop).where(shownPlace(input.shopId));
  if (!place) throw new AppError("NOT_FOUND");
  const rows = await db
    .select({
      id: shopReview.id,
      rating: shopReview.rating,
      comment: shopReview.comment,
      answer: shopReview.answer,
      answeredAt: shopReview.answeredAt,
      createdAt: shopReview.createdAt,
      edited: sql<boolean>`${shopReview.updatedAt} > ${shopReview.createdAt} + interval '1 minute'`,
      author: { id: shopReview.authorId, username: profile.username, avatar: profile.avatar },
    })
    .from(shopReview)
    .leftJoin(profile, eq(profile.userId, shopReview.authorId))
    .where(and(eq(shopReview.shopId, input.shopId), isNull(shopReview.removedAt), input.cursor ? lt(shopReview.id, input.cursor) : undefined))
    .orderBy(desc(shopReview.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit);
  return { items, nextCursor: rows.length > input.limit ? items.at(-1)!.id : null };
}
