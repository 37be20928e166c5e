import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { shop, shopFollow } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { notifyUsers } from "../notifications/service.ts";

/** A game names a known field: one the moderators approved, of type "field", not removed. */
export async function requireKnownField(tx: Tx, shopId: number) {
  const [field] = await tx
    .select({ id: shop.id, name: shop.name })
    .from(shop)
    .where(and(eq(shop.id, shopId), eq(shop.type, "field"), eq(shop.status, "approved"), isNull(shop.removedAt)));
  if (!field) throw new AppError("HOME_FIELD_INVALID");
  return field;
}

/**
 * A new game at a field: the field's followers hear of it (docs/product.md §7), once for a series'
 * dates. Only a public game is announced: a friends-only or private one is not theirs to see.
 */
export async function tellPlaceFollowers(
  tx: Tx,
  field: { id: number; name: string },
  organizerId: string,
  dates: readonly { id: number; title: string; startsAt: Date; timeZone: string; visibility: string }[],
) {
  const [first] = dates;
  if (!first || first.visibility !== "public") return;
  const followers = await tx
    .select({ userId: shopFollow.userId })
    .from(shopFollow)
    .where(and(eq(shopFollow.shopId, field.id), ne(shopFollow.userId, organizerId)));
  await notifyUsers(
    tx,
    followers.map((f) => f.userId),
    {
      type: "place_game_added",
      payload: { shop: { id: field.id, name: field.name }, game: { id: first.id, title: first.title, startsAt: first.startsAt, timeZone: first.timeZone } },
    },
  );
}

/** The places of these games, as their pages name them (an unknown or removed one is left out). */
export async function placeNames(tx: Pick<Tx, "select">, shopIds: readonly number[]) {
  if (shopIds.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: shop.id, name: shop.name })
    .from(shop)
    .where(and(inArray(shop.id, [...new Set(shopIds)]), eq(shop.status, "approved"), isNull(shop.removedAt)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
