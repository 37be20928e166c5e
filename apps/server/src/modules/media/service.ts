import { UPLOADS_PER_HOUR } from "@escouade/contracts/media";
import { and, arrayContains, eq, inArray, or } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import type { Db, Tx } from "../../db/client.ts";
import { game, mediaUpload, organization, profile, shop, shopPost, teamPost, teamProfile } from "../../db/schema/index.ts";
import { storeImage } from "../../platform/image-storage.ts";
import { takeFromAllowance } from "../../platform/rate-limiter.ts";
import type { Storage } from "../../platform/storage.ts";

type Reader = Db | Tx;

/** Stores a player's image, at most UPLOADS_PER_HOUR an hour, as their upload. */
export async function uploadImage(db: Db, actor: Actor, storage: Storage, file: Blob) {
  const allowed = await takeFromAllowance(db, `upload:${actor.id}`, { max: UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  if (!allowed) throw new AppError("RATE_LIMITED");
  const stored = await storeImage(storage, Buffer.from(await file.arrayBuffer()), { prefix: "uploads" });
  // Whose it is: a record may only name its player's own uploads (decision 032).
  await recordUpload(db, actor.id, stored.key);
  return stored;
}

/** Records who uploaded an image, as it is stored. */
export async function recordUpload(db: Reader, uploaderId: string, key: string) {
  await db.insert(mediaUpload).values({ key, uploaderId });
}

/**
 * Every image a record is about to name is one the player uploaded (decision 032), or one it
 * already names (`kept`: a team's logo an admin set before, a game's photo before the upload was
 * recorded). Anything else is refused as an invalid image, naming nothing about whose it is.
 */
export async function requireOwnUploads(
  db: Reader,
  uploaderId: string,
  keys: readonly (string | null | undefined)[],
  kept: readonly (string | null | undefined)[] = [],
) {
  const wanted = [...new Set(keys.filter((key): key is string => typeof key === "string" && !kept.includes(key)))];
  if (wanted.length === 0) return;
  const own = await db
    .select({ key: mediaUpload.key })
    .from(mediaUpload)
    .where(and(inArray(mediaUpload.key, wanted), eq(mediaUpload.uploaderId, uploaderId)));
  if (own.length !== wanted.length) throw new AppError("IMAGE_INVALID");
}

/** Whether any record still shows this image: a profile, a game, a team, a place, a news post. */
async function stillShown(db: Reader, key: string): Promise<boolean> {
  const checks = await Promise.all([
    db.select({ id: profile.userId }).from(profile).where(eq(profile.bannerKey, key)).limit(1),
    db
      .select({ id: game.id })
      .from(game)
      .where(or(eq(game.coverImageKey, key), arrayContains(game.photoKeys, [key])))
      .limit(1),
    db.select({ id: organization.id }).from(organization).where(eq(organization.logo, key)).limit(1),
    db.select({ id: teamProfile.organizationId }).from(teamProfile).where(eq(teamProfile.bannerKey, key)).limit(1),
    db
      .select({ id: teamPost.id })
      .from(teamPost)
      .where(arrayContains(teamPost.photoKeys, [key]))
      .limit(1),
    db
      .select({ id: shop.id })
      .from(shop)
      .where(arrayContains(shop.photoKeys, [key]))
      .limit(1),
    db
      .select({ id: shopPost.id })
      .from(shopPost)
      .where(arrayContains(shopPost.photoKeys, [key]))
      .limit(1),
  ]);
  return checks.some((rows) => rows.length > 0);
}

/** Which of these images the player uploaded. */
export async function ownUploadsAmong(db: Reader, uploaderId: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const own = await db
    .select({ key: mediaUpload.key })
    .from(mediaUpload)
    .where(and(inArray(mediaUpload.key, [...new Set(keys)]), eq(mediaUpload.uploaderId, uploaderId)));
  return own.map((row) => row.key);
}

/**
 * Of these images, those no record shows any more, which storage may erase once the transaction
 * commits: their upload rows go with it. One another record still shows stays.
 */
export async function releaseUnshown(tx: Tx, keys: readonly string[]): Promise<string[]> {
  const erasable: string[] = [];
  for (const key of new Set(keys)) if (!(await stillShown(tx, key))) erasable.push(key);
  if (erasable.length > 0) await tx.delete(mediaUpload).where(inArray(mediaUpload.key, erasable));
  return erasable;
}
