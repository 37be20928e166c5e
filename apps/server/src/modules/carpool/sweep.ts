import { inArray, isNotNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carpoolOffer, game } from "../../db/schema/index.ts";
import { jobQueue, type JobHandler } from "../../platform/jobs.ts";

interface SweepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Carpools are gone when their game ends (docs/product.md §4): the offers of ended or cancelled games are
 * deleted, their requests with them. Idempotent, so processes sweeping at once need no lock.
 */
export async function sweepEndedCarpools(db: Db, now = new Date()): Promise<number> {
  const over = db
    .select({ id: game.id })
    .from(game)
    .where(or(lte(game.endsAt, now), isNotNull(game.cancelledAt)));
  const deleted = await db.delete(carpoolOffer).where(inArray(carpoolOffer.gameId, over)).returning({ id: carpoolOffer.id });
  return deleted.length;
}

/** Queued by pg-boss on its schedule, once for all processes (docs/decisions/033). */
export const carpoolSweepQueue = jobQueue<Record<string, never>>("carpool-sweep", { policy: "stately", retryLimit: 2, expireInSeconds: 600 });

export function carpoolSweepHandler(deps: { db: Db; log: SweepLog }): JobHandler<Record<string, never>> {
  return {
    queue: carpoolSweepQueue,
    async handle() {
      const deleted = await sweepEndedCarpools(deps.db);
      if (deleted > 0) deps.log.info({ deleted }, "ended games' carpools swept");
    },
  };
}
