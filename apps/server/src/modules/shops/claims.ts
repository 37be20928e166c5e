import { PLACE_LIMITS, type ClaimPlaceData, type DecideClaimData } from "@escouade/contracts/places";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { profile, shop, shopClaim, shopOwner } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { logAction, type ModeratorActor } from "../moderation/service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { isPlaceOwner, placeSummary, shownPlace } from "./ownership.ts";

/**
 * "This place is mine": the claim waits for a moderator, who checks the proof (a website, an
 * e-mail at the place's domain, a phone number shown there) before making the player an owner.
 */
export async function claimPlace(db: Db, actor: Actor, input: ClaimPlaceData) {
  const [place] = await db.select({ id: shop.id }).from(shop).where(shownPlace(input.shopId));
  if (!place) throw new AppError("NOT_FOUND");
  if (await isPlaceOwner(db, actor.id, input.shopId)) throw new AppError("ALREADY_OWNER");
  const [waiting] = await db
    .select({ n: count() })
    .from(shopClaim)
    .where(and(eq(shopClaim.userId, actor.id), eq(shopClaim.status, "pending")));
  if ((waiting?.n ?? 0) >= PLACE_LIMITS.pendingClaimsMax) throw new AppError("RATE_LIMITED");
  try {
    const [created] = await db
      .insert(shopClaim)
      .values({ shopId: input.shopId, userId: actor.id, message: input.message, proofKind: input.proof.kind, proof: input.proof.value })
      .returning({ id: shopClaim.id, status: shopClaim.status });
    return created!;
  } catch (error) {
    // Two submits at once: the partial unique index keeps one claim waiting per player and place.
    if (uniqueViolation(error) === "shop_claim_pending_idx") throw new AppError("CLAIM_PENDING");
    throw error;
  }
}

/** The claims waiting for a moderator, oldest first, with the place and how many already run it. */
export async function listPendingClaims(db: Db) {
  return db
    .select({
      id: shopClaim.id,
      message: shopClaim.message,
      proofKind: shopClaim.proofKind,
      proof: shopClaim.proof,
      createdAt: shopClaim.createdAt,
      claimant: { id: shopClaim.userId, username: profile.username },
      shop: { id: shop.id, name: shop.name, type: shop.type, city: shop.city, website: shop.website, phone: shop.phone },
      owners: sql<number>`(select count(*)::int from ${shopOwner} where ${shopOwner.shopId} = ${shop.id})`,
    })
    .from(shopClaim)
    .innerJoin(shop, eq(shop.id, shopClaim.shopId))
    .leftJoin(profile, eq(profile.userId, shopClaim.userId))
    .where(eq(shopClaim.status, "pending"))
    .orderBy(asc(shopClaim.createdAt), asc(shopClaim.id))
    .limit(200);
}

/** A moderator accepts (the claimant becomes an owner) or refuses; audited, and the claimant is told. */
export async function decideClaim(db: Db, moderator: ModeratorActor, input: DecideClaimData) {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(shopClaim).where(eq(shopClaim.id, input.claimId)).for("update");
    if (!claim) throw new AppError("NOT_FOUND");
    if (claim.status !== "pending") throw new AppError("REQUEST_ALREADY_DECIDED");
    if (claim.userId === moderator.id) throw new AppError("SELF_ACTION");
    const [place] = await tx.select({ id: shop.id, name: shop.name }).from(shop).where(eq(shop.id, claim.shopId));
    if (!place) throw new AppError("NOT_FOUND");
    const accepted = input.decision === "accepted";
    if (accepted) await tx.insert(shopOwner).values({ shopId: claim.shopId, userId: claim.userId, addedBy: moderator.id }).onConflictDoNothing();
    await logAction(tx, moderator, {
      action: accepted ? "claim_accepted" : "claim_refused",
      targetKind: "shop",
      targetId: String(claim.shopId),
      targetUserId: claim.userId,
      reason: input.reason,
    });
    await tx
      .update(shopClaim)
      .set({ status: input.decision, decidedBy: moderator.id, decidedAt: new Date(), reason: input.reason })
      .where(eq(shopClaim.id, claim.id));
    await notifyUsers(
      tx,
      [claim.userId],
      accepted
        ? { type: "place_claim_accepted", payload: { shop: placeSummary(place) } }
        : { type: "place_claim_refused", payload: { shop: placeSummary(place), reason: input.reason } },
    );
    return { id: claim.id, status: input.decision };
  });
}

/** The viewer's latest claim on a place, to show where it stands on the page. */
export async function myLatestClaim(db: Db, userId: string, shopId: number) {
  const [row] = await db
    .select({ status: shopClaim.status, createdAt: shopClaim.createdAt })
    .from(shopClaim)
    .where(and(eq(shopClaim.shopId, shopId), eq(shopClaim.userId, userId)))
    .orderBy(desc(shopClaim.createdAt), desc(shopClaim.id))
    .limit(1);
  return row ?? null;
}
