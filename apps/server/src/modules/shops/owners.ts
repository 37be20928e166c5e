import { PLACE_LIMITS } from "@escouade/contracts/places";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profile, shopOwner } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers, playerCard } from "../notifications/service.ts";
import { lockOwnPlace, ownerIds, placeSummary } from "./ownership.ts";

/**
 * An owner names another player to run the place with them (docs/product.md §7). Handing it over
 * is naming the next owner, then leaving.
 */
export async function addPlaceOwner(db: Db, actor: Actor, input: { shopId: number; username: string }) {
  return db.transaction(async (tx) => {
    const place = await lockOwnPlace(tx, actor, input.shopId);
    const [them] = await tx
      .select({ userId: profile.userId })
      .from(profile)
      .where(sql`lower(${profile.username}) = lower(${input.username})`);
    if (!them) throw new AppError("NOT_FOUND");
    const owners = await ownerIds(tx, input.shopId);
    if (owners.includes(them.userId)) throw new AppError("ALREADY_OWNER");
    if (owners.length >= PLACE_LIMITS.ownersMax) throw new AppError("TOO_MANY_ITEMS");
    await tx.insert(shopOwner).values({ shopId: input.shopId, userId: them.userId, addedBy: actor.id });
    await notifyUsers(tx, [them.userId], { type: "place_owner_added", payload: { shop: placeSummary(place), player: await playerCard(tx, actor.id) } });
    return { userId: them.userId };
  });
}

/** An owner stops running the place. The last one leaving leaves it unclaimed, for a new claim. */
export async function leavePlace(db: Db, actor: Actor, shopId: number) {
  return db.transaction(async (tx) => {
    await lockOwnPlace(tx, actor, shopId);
    await tx.delete(shopOwner).where(and(eq(shopOwner.shopId, shopId), eq(shopOwner.userId, actor.id)));
    return { left: true };
  });
}
