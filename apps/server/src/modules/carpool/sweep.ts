import { inArray, isNotNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carpoolOffer, game } from "../../db/schema/index.ts";

interface SweepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Carpools are gone when their game ends (issue 17): the offers of ended or cancelled games are
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

/** Sweeps now and then every `intervalMs`, until the returned stop is called. */
export function scheduleCarpoolSweeps(deps: { db: Db; log: SweepLog }, intervalMs: number): () => Promise<unknown> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepEndedCarpools(deps.db)
      .then((deleted) => {
        if (deleted > 0) deps.log.info({ deleted }, "ended games' carpools swept");
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "carpool sweep failed"));
  };
  const first = setTimeout(run, Math.min(intervalMs, 60_000));
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    return running;
  };
}
