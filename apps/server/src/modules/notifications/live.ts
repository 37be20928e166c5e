import type { NotificationItem } from "@escouade/contracts/notifications";
import { transformer } from "@escouade/contracts/transformer";
import { tracked, TRPCError, type TrackedEnvelope } from "@trpc/server";
import type { Database, Db } from "../../db/client.ts";
import { startBus, type Bus, type BusOptions, type BusSubscriber } from "../../platform/bus.ts";
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

/** Opens this process's LISTEN for notifications; buildApp calls it once and closes it on shutdown. */
export function startNotificationBus(database: Database, log: BusOptions<NotificationRow>["log"]): NotificationBus {
  return startBus<NotificationRow>({ database, channel: NOTIFICATION_CHANNEL, load: (ids) => notificationsByIds(database.db, ids), log });
}

/** What the bus handed over while the stream was busy writing, and a way to wait for more. */
class Inbox implements BusSubscriber<NotificationRow> {
  private rows: NotificationRow[] = [];
  private resyncWanted = false;
  private wakeWaiter: (() => void) | null = null;

  deliver(rows: NotificationRow[]) {
    this.rows.push(...rows);
    this.wakeWaiter?.();
  }

  resync() {
    this.resyncWanted = true;
    this.wakeWaiter?.();
  }

  /** Resolves once there is something to take, or when `signal` aborts. */
  async wait(signal: AbortSignal): Promise<void> {
    if (this.rows.length > 0 || this.resyncWanted || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.wakeWaiter = null;
        signal.removeEventListener("abort", done);
        resolve();
      };
      this.wakeWaiter = done;
      signal.addEventListener("abort", done, { once: true });
    });
  }

  take() {
    const taken = { rows: this.rows, resync: this.resyncWanted };
    this.rows = [];
    this.resyncWanted = false;
    return taken;
  }
}

/**
 * A user's notifications after `after` (a row id), or from now when null: first those already in
 * the table (what a reconnecting client missed), then live ones, each once, in the order they
 * commit. Ends when `stop` aborts. The core of both live paths: onNotification and GET /live.
 */
export async function* notificationFeed(
  bus: NotificationBus,
  db: Db,
  userId: string,
  after: number | null,
  stop: AbortSignal,
): AsyncGenerator<NotificationRow> {
  const inbox = new Inbox();
  // Subscribed, with LISTEN active, before the first read of the table: a row committed in
  // between is then both read and delivered (deduplicated below), never neither.
  const unsubscribe = bus.subscribe(userId, inbox);
  try {
    await bus.ready;
    const sent = new Set<number>();
    const catchingUp = after !== null;
    let cursor = after ?? (await latestNotificationId(db, userId));

    const send = (row: NotificationRow) => {
      sent.add(row.id);
      cursor = Math.max(cursor, row.id);
      return row;
    };

    async function* catchUp() {
      for (;;) {
        const rows = await notificationsAfter(db, userId, cursor, CATCH_UP_PAGE);
        for (const row of rows) if (!sent.has(row.id)) yield send(row);
        if (rows.length < CATCH_UP_PAGE) return;
      }
    }

    if (catchingUp) yield* catchUp();
    for (;;) {
      await inbox.wait(stop);
      if (stop.aborted) return;
      const { rows, resync } = inbox.take();
      for (const row of rows) if (!sent.has(row.id)) yield send(row);
      // The listening connection came back: wake-ups sent while it was down are in the table.
      if (resync) yield* catchUp();
    }
  } finally {
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
  const stop = signal ? AbortSignal.any([signal, bus.closed]) : bus.closed;
  const after = input?.lastEventId ? Number(input.lastEventId) : null;
  for await (const row of notificationFeed(bus, db, actor.id, after, stop)) yield tracked(String(row.id), toItem(row));
  // Shutting down: a retryable error (not a clean end) makes the client reconnect, to another process.
  if (bus.closed.aborted) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "SERVER_STOPPING" });
}
