import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { calendarFeed, user } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";

/** 192 random bits, URL-safe: the feed's address is its only key. */
const newToken = () => randomBytes(24).toString("base64url");

/** The player's feed token, made on first ask (a double click makes one: the insert is idempotent). */
export async function feedTokenOf(db: Db, actor: Actor): Promise<string> {
  await db.insert(calendarFeed).values({ userId: actor.id, token: newToken() }).onConflictDoNothing({ target: calendarFeed.userId });
  const [row] = await db.select({ token: calendarFeed.token }).from(calendarFeed).where(eq(calendarFeed.userId, actor.id));
  return row!.token;
}

/** A new address; the old one opens nothing from now on. */
export async function replaceFeedToken(db: Db, actor: Actor): Promise<string> {
  const token = newToken();
  await db
    .insert(calendarFeed)
    .values({ userId: actor.id, token })
    .onConflictDoUpdate({ target: calendarFeed.userId, set: { token, createdAt: new Date() } });
  return token;
}

/** Whose feed a token opens, and in which language; null for a token that is not (or no longer) one. */
export async function feedOwner(db: Db, token: string) {
  const [row] = await db
    .select({ userId: calendarFeed.userId, lang: user.lang })
    .from(calendarFeed)
    .innerJoin(user, eq(user.id, calendarFeed.userId))
    .where(eq(calendarFeed.token, token));
  return row ?? null;
}
