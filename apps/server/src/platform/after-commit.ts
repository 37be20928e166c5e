import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { listenerOf } from "./bus.ts";

/**
 * Work that must happen after the commit of the transaction that asked for it, never on a
 * rollback, and never in the caller's way: notification e-mails and pushes (docs/decisions/020,
 * 022). `queue` keeps the item in this process's memory under a token and NOTIFYs the token in the
 * caller's transaction; PostgreSQL delivers it at commit (and drops it on rollback) to this
 * process's LISTEN, which hands the item over. Other processes hear the token but hold nothing
 * under it.
 */
export interface AfterCommit<T> {
  /** Called inside the caller's transaction: `item` is handled once it commits. */
  queue(db: Pick<Db, "execute">, item: T): Promise<void>;
  /** This process's handler, started once by buildApp; items are handled one after another. */
  start(database: Database, handle: (item: T) => Promise<void>, log: Log, what: string): AfterCommitWorker;
}

export interface AfterCommitWorker {
  readonly ready: Promise<void>;
  /** Stops listening and waits (a few seconds at most) for the items already being handled. */
  close(): Promise<void>;
}

type Log = { error(obj: object, msg: string): void };

/** A token not heard of by then belongs to a transaction that rolled back (or a process with no listener, the seed). */
const PENDING_TTL_MS = 15 * 60_000;
const PENDING_MAX = 10_000;
const CLOSE_WAIT_MS = 5_000;

export function afterCommit<T>(channel: string): AfterCommit<T> {
  // A token no other process makes: its items are only in this process's memory.
  const processToken = randomUUID();
  let sequence = 0;
  const pending = new Map<string, { item: T; queuedAt: number }>();

  function forgetStale(now: number) {
    // Oldest first (a Map keeps insertion order): stop at the first one still fresh.
    for (const [token, entry] of pending) {
      if (now - entry.queuedAt < PENDING_TTL_MS && pending.size < PENDING_MAX) break;
      pending.delete(token);
    }
  }

  return {
    async queue(db, item) {
      const now = Date.now();
      forgetStale(now);
      const token = `${processToken}:${++sequence}`;
      pending.set(token, { item, queuedAt: now });
      await db.execute(sql`select pg_notify(${channel}, ${token})`);
    },

    start(database, handle, log, what) {
      // One item after another: a burst (a cancelled game's registrants) does not open a connection per player at once.
      let handling = Promise.resolve();
      const onPayload = (token: string) => {
        const entry = pending.get(token);
        if (!entry) return;
        pending.delete(token);
        handling = handling.then(() => handle(entry.item)).catch((error: unknown) => log.error({ err: error }, `${what} failed`));
      };
      const unlistening = listenerOf(database)(channel, onPayload, () => {});
      const ready = unlistening.then(() => undefined);
      ready.catch((error: unknown) => log.error({ err: error }, `could not LISTEN: ${what} is off`));
      return {
        ready,
        async close() {
          const unlisten = await unlistening.catch(() => null);
          await unlisten?.();
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([handling, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
          clearTimeout(timer);
        },
      };
    },
  };
}
