import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHit } from "../db/schema/index.ts";

export interface Allowance {
  max: number;
  windowMs: number;
}

/**
 * Counts one use of `key` if fewer than `max` happened in the last window, and says whether it
 * was allowed. A transaction-scoped advisory lock on the key makes the count and the insert one
 * step, so two processes at once cannot both take the last use.
 */
export async function takeFromAllowance(db: Db, key: string, allowance: Allowance): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const since = new Date(Date.now() - allowance.windowMs);
    await tx.delete(rateLimitHit).where(and(eq(rateLimitHit.key, key), lt(rateLimitHit.at, since)));
    const [row] = await tx
      .select({ used: sql<number>`count(*)::int` })
      .from(rateLimitHit)
      .where(and(eq(rateLimitHit.key, key), gte(rateLimitHit.at, since)));
    if ((row?.used ?? 0) >= allowance.max) return false;
    await tx.insert(rateLimitHit).values({ key });
    return true;
  });
}

/** How many uses of `key` fall in the last window, and when the latest was. */
export async function recentUses(db: Db, key: string, windowMs: number): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${rateLimitHit.at})` })
    .from(rateLimitHit)
    .where(and(eq(rateLimitHit.key, key), gte(rateLimitHit.at, new Date(Date.now() - windowMs))));
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/** Counts one use of `key`, whatever the allowance (a failure to remember). */
export async function recordUse(db: Db, key: string): Promise<void> {
  await db.insert(rateLimitHit).values({ key });
}

/** Forgets every use of `key` (a success that wipes the failures before it). */
export async function forgetUses(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHit).where(eq(rateLimitHit.key, key));
}
