import type { PostPlaceNewsData } from "@escouade/contracts/places";
import { and, desc, eq, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profile, shop, shopFollow, shopPost } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { requireOwnUploads } from "../media/service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { announceNews } from "../discord-outbox/service.ts";
import { lockOwnPlace, placeSummary, shownPlace } from "./ownership.ts";

/** A notification carries the news' start, not all of it. */
const EXCERPT_LENGTH = 140;

function excerpt(text: string) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** An owner posts news on the place's page; its followers are told (kind "following"). */
export async function postPlaceNews(db: Db, actor: Actor, input: PostPlaceNewsData) {
  await requireOwnUploads(db, actor.id, input.photoKeys);
  return db.transaction(async (tx) => {
    const place = await lockOwnPlace(tx, actor, input.shopId);
    const [created] = await tx
      .insert(shopPost)
      .values({ shopId: input.shopId, authorId: actor.id, text: input.text, photoKeys: input.photoKeys })
      .returning({ id: shopPost.id });
    const followers = await tx
      .select({ userId: shopFollow.userId })
      .from(shopFollow)
      .where(and(eq(shopFollow.shopId, input.shopId), ne(shopFollow.userId, actor.id)));
    await notifyUsers(
      tx,
      followers.map((f) => f.userId),
      { type: "place_news", payload: { shop: placeSummary(place), excerpt: excerpt(input.text) } },
    );
    await announceNews(tx, { kind: "place", shopId: input.shopId, postId: created!.id });
    return created!;
  });
}

/** A place's news, newest first, a page at a time; what the moderators removed is gone. */
export async function getPlaceNews(db: Db, input: { shopId: number; cursor?: number; limit: number }) {
  const [place] = await db.select({ id: shop.id }).from(shop).where(shownPlace(input.shopId));
  if (!place) throw new AppError("NOT_FOUND");
  const rows = await db
    .select({ id: shopPost.id, text: shopPost.text, photoKeys: shopPost.photoKeys, createdAt: shopPost.createdAt, author: profile.username })
    .from(shopPost)
    .leftJoin(profile, eq(profile.userId, shopPost.authorId))
    .where(and(eq(shopPost.shopId, input.shopId), isNull(shopPost.removedAt), input.cursor ? lt(shopPost.id, input.cursor) : undefined))
    .orderBy(desc(shopPost.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit);
  return { items, nextCursor: rows.length > input.limit ? items.at(-1)!.id : null };
}

/** An owner deletes one of the place's news (any owner: it is the place's, not its author's). */
export async function deletePlaceNews(db: Db, actor: Actor, postId: number) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ shopId: shopPost.shopId }).from(shopPost).where(eq(shopPost.id, postId));
    if (!post) throw new AppError("NOT_FOUND");
    await lockOwnPlace(tx, actor, post.shopId);
    await tx.delete(shopPost).where(eq(shopPost.id, postId));
    return { deleted: true };
  });
}
