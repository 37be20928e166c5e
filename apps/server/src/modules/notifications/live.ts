import type { NotificationItem } from "@escouade/contracts/notifications";
import { transformer } from "@escouade/contracts/transformer";
import { tracked, TRPCError, type TrackedEnvelope } from "@trpc/server";
import type { Database, Db } from "../../db/client.ts";
import { startBus, type Bus, type BusOptions } from "../../platform/bus.ts";
import type { Actor } from "../../core/actor.ts";
import {
  latestNotificationId,
  NOTIFICATION_CHANNEL,
  notificationsAfter,
  notificationsByIds,
  toItem,
  type NotificationRow,
} from "./service.ts";

export type NotificationBus = Bus<NotificationRow>;

const CATCH_UP_PAGE = 100;
const SENT_REMEMBERED = 1_000;

/** Opens this process's LISTEN for notifications; buildApp calls it once and closes it on shutdown. */
export function startNotificationBus(database: Database, log: BusOptions<NotificationRow>["log"]): NotificationBus {
  return startBus<NotificationRow>({ database, channel: NOTIFICATION_CHANNEL, load: (ids) => notificationsByIds(database.db, ids), log });
}

/**
 * Follows a user's notifications after `after` (a row id), or from now when null: first those
 * already in the table (what a reconnecting client missed), then live ones as the bus delivers
 * them, each passed to `onRow` once. Resolves when `stop` aborts. Live rows are handed over
 * synchronously, from the bus's delivery, with no promise per event: the core of GET /live and,
 * through a queue, of onNotification.
 */
export async function followNotifications(
  bus: NotificationBus,
  db: Db,
  userId: string,
  after: number | null,
  stop: AbortSignal,
  onRow: (row: NotificationRow) => void,
): Promise<void> {
  const sent = new Set<number>();
  let cursor = after ?? 0;
  // While the table is being read, live rows wait here, so the older ones it returns go first.
  let held: NotificationRow[] | null = [];
  let resyncWanted = false;
  let wake: (() => void) | null = null;

  const emit = (row: NotificationRow) => {
    if (sent.has(row.id)) return;
    sent.add(row.id);
    // A duplicate is a row read from the table that the bus delivers a moment later: only recent
    // ids need remembering, so a stream open for days keeps a bounded set (oldest first out).
    if (sent.size > SENT_REMEMBERED * 2) for (const id of [...sent].slice(0, SENT_REMEMBERED)) sent.delete(id);
    cursor = Math.max(cursor, row.id);
    onRow(row);
  };
  // Subscribed, with LISTEN active, before the first read of the table: a row committed in
  // between is then both read and delivered (deduplicated), never neither.
  const unsubscribe = bus.subscribe(userId, {
    deliver(rows) {
      if (held) held.push(...rows);
      else for (const row of rows) emit(row);
    },
    resync() {
      resyncWanted = true;
      wake?.();
    },
  });
  const stopped = () => wake?.();
  stop.addEventListener("abort", stopped, { once: true });
  try {
    await bus.ready;
    if (after === null) cursor = await latestNotificationId(db, userId);
    let catchUp = after !== null;
    while (!stop.aborted) {
      if (catchUp) {
        held ??= [];
        for (;;) {
          const rows = await notificationsAfter(db, userId, cursor, CATCH_UP_PAGE);
          for (const row of rows) emit(row);
          if (rows.length < CATCH_UP_PAGE) break;
        }
      }
      const waiting = held ?? [];
      held = null;
      for (const row of waiting) emit(row);
      // Live from here on; only a re-LISTEN (wake-ups may have been lost) sends us back to the table.
      if (!resyncWanted && !stop.aborted) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      catchUp = resyncWanted;
      resyncWanted = false;
    }
  } finally {
    stop.removeEventListener("abort", stopped);
    unsubscribe();
  }
}

const eventData = new WeakMap<NotificationRow, string>();

/**
 * A notification as GET /live sends it: `toItem`, through the shared transformer so dates stay
 * dates. The bus hands the same row object to every stream of its user in this process, so the
 * text is made once per event there, not once per connection.
 */
export function notificationEventData(row: NotificationRow): string {
  let data = eventData.get(row);
  if (data === undefined) eventData.set(row, (data = transformer.stringify(toItem(row))));
  return data;
}

/** Where a stream without a cursor starts: the user's newest notification (0 when none). */
export const newestNotificationPosition = latestNotificationId;

/**
 * onNotification: everything after `lastEventId` from the table, then live ones, each sent once
 * with its id as the SSE event id, so a reconnecting client resumes where it stopped.
 */
export async function* streamNotifications(
  bus: NotificationBus,
  db: Db,
  actor: Actor,
  input: { lastEventId?: string | null } | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<NotificationItem>> {
  const leaving = new AbortController();
  const stop = AbortSignal.any([bus.closed, leaving.signal, ...(signal ? [signal] : [])]);
  const rows: NotificationRow[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  let failure: unknown = null;
  const after = input?.lastEventId ? Number(input.lastEventId) : null;
  void followNotifications(bus, db, actor.id, after, stop, (row) => {
    rows.push(row);
    wake?.();
  })
    .catch((error: unknown) => (failure = error))
    .finally(() => {
      ended = true;
      wake?.();
    });
  try {
    for (;;) {
      if (rows.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      if (rows.length === 0) break;
      for (const row of rows.splice(0)) yield tracked(String(row.id), toItem(row));
    }
  } finally {
    leaving.abort();
  }
  if (failure) throw failure;
  // Shutting down: a retryable error (not a clean end) makes the client reconnect, to another process.
  if (bus.closed.aborted) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "SERVER_STOPPING" });
}
