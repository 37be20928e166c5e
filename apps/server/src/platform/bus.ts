import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";

/**
 * What a NOTIFY carries: whose row to read and which one. Never the content: PostgreSQL caps a
 * payload at 8000 bytes, and the table is the truth anyway (docs/decisions/004).
 */
export interface WakeUp {
  userId: string;
  id: number;
}

/** One live connection's side of the bus. */
export interface BusSubscriber<Row> {
  /** Rows just committed for this subscriber's user, in id order; the same objects for every subscriber of that user. */
  deliver(rows: Row[]): void;
  /** The listening connection was (re)established: wake-ups may have been missed, read the table. */
  resync(): void;
}

export interface Bus<Row> {
  /** Resolves once LISTEN is active: a query of the table after this misses nothing. */
  readonly ready: Promise<void>;
  /** Aborted when the bus closes (server shutdown), so live streams end and clients reconnect elsewhere. */
  readonly closed: AbortSignal;
  subscribe(userId: string, subscriber: BusSubscriber<Row>): () => void;
  /** Live subscriptions in this process (what a leak would grow). */
  subscriberCount(): number;
  close(): Promise<void>;
}

export interface BusOptions<Row extends WakeUp> {
  database: Database;
  channel: string;
  /** Reads the rows behind a burst of wake-ups, in one query for the whole process. */
  load(ids: number[]): Promise<Row[]>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

type Unlisten = () => Promise<void>;
type Listen = (channel: string, onPayload: (payload: string) => void, onListen: () => void) => Promise<Unlisten>;

/** LISTEN on the database's own client: postgres-js or the embedded PGlite (also the notification e-mails' channel). */
export function listenerOf(database: Database): Listen {
  if (database.sql) {
    const client = database.sql;
    // postgres-js keeps one dedicated connection for every LISTEN of this pool, re-LISTENs after
    // it drops and calls onListen each time it does.
    return async (channel, onPayload, onListen) => (await client.listen(channel, onPayload, onListen)).unlisten;
  }
  // PGlite is a single in-process backend: its NOTIFY is delivered at commit to its own listeners,
  // and there is no connection to lose. The raw client is the drizzle instance's own.
  const pglite = database.db.$client as unknown as PGlite;
  return async (channel, onPayload, onListen) => {
    const unlisten = await pglite.listen(channel, onPayload);
    onListen();
    return () => unlisten();
  };
}

function parseWakeUp(payload: string): WakeUp | null {
  try {
    const value = JSON.parse(payload) as Partial<WakeUp>;
    if (typeof value.userId === "string" && Number.isSafeInteger(value.id)) return { userId: value.userId, id: value.id! };
  } catch {
    // Not ours: reported below.
  }
  return null;
}

/**
 * Sends one wake-up per row, in the caller's transaction: PostgreSQL delivers them at commit,
 * and drops them on rollback, so a subscriber is never woken for a row that does not exist.
 */
export async function publishWakeUps(db: Pick<Db, "execute">, channel: string, wakeUps: readonly WakeUp[]) {
  if (wakeUps.length === 0) return;
  const payloads = wakeUps.map(({ userId, id }) => JSON.stringify({ userId, id }));
  await db.execute(sql`select pg_notify(${channel}, payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`);
}

/**
 * One LISTEN per process and database: wake-ups are dispatched to this process's subscribers by
 * user, and the rows of a burst are read once for all of them (1 000 recipients, one query).
 */
export function startBus<Row extends WakeUp>(options: BusOptions<Row>): Bus<Row> {
  const { channel, load, log } = options;
  const subscribers = new Map<string, Set<BusSubscriber<Row>>>();
  const closing = new AbortController();
  let pending: number[] = [];
  let flushScheduled = false;
  // Bursts are read one after another, so a user's rows are delivered in commit order.
  let flushing = Promise.resolve();
  let listenedOnce = false;

  function everySubscriber(userIds: Iterable<string> = subscribers.keys()) {
    return [...userIds].flatMap((userId) => [...(subscribers.get(userId) ?? [])]);
  }

  async function flush() {
    flushScheduled = false;
    // A channel's message wakes every member with the same id: it is read once.
    const ids = [...new Set(pending)];
    pending = [];
    let rows: Row[];
    try {
      rows = await load(ids);
    } catch (error) {
      log.error({ err: error }, "could not read the notified rows; their subscribers read the table instead");
      // Which users these ids belonged to is lost with the query: everyone here catches up.
      for (const subscriber of everySubscriber()) subscriber.resync();
      return;
    }
    // (Map.groupBy needs Node 21.)
    const byUser = new Map<string, Row[]>();
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      const userRows = byUser.get(row.userId);
      if (userRows) userRows.push(row);
      else byUser.set(row.userId, [row]);
    }
    for (const [userId, userRows] of byUser) {
      for (const subscriber of everySubscriber([userId])) {
        // Streams write synchronously from here: one that fails must not cost the others their rows.
        try {
          subscriber.deliver(userRows);
        } catch (error) {
          log.error({ err: error }, "a live subscriber failed to take its rows");
        }
      }
    }
  }

  function onPayload(payload: string) {
    const wakeUp = parseWakeUp(payload);
    if (!wakeUp) {
      log.warn({ channel, payload: payload.slice(0, 200) }, "ignored a malformed wake-up");
      return;
    }
    if (!subscribers.has(wakeUp.userId)) return;
    pending.push(wakeUp.id);
    // A transaction's NOTIFYs arrive together: gather them for one read.
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => {
        flushing = flushing.then(flush);
      });
    }
  }

  function onListen() {
    // The first LISTEN only opens the bus; a later one follows a lost connection.
    if (listenedOnce) for (const subscriber of everySubscriber()) subscriber.resync();
    listenedOnce = true;
  }

  const unlistening = listenerOf(options.database)(channel, onPayload, onListen);
  const ready = unlistening.then(() => undefined);
  ready.catch((error: unknown) => log.error({ err: error, channel }, "could not LISTEN: live notifications are off"));

  return {
    ready,
    closed: closing.signal,
    subscribe(userId, subscriber) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    subscriberCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      subscribers.clear();
      const unlisten = await unlistening.catch(() => null);
      await unlisten?.();
      await flushing;
    },
  };
}
