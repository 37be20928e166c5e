import type { NotificationItem } from "@escouade/contracts/notifications";
import { transformer } from "@escouade/contracts/transformer";
import { tracked, TRPCError, type TrackedEnvelope } from "@trpc/server";
import type { Database, Db } from "../../db/client.ts";
import { startBus, type Bus, type BusOptions } from "../../platform/bus.ts";
import { followRows, type RowSource } from "../../platform/follow-rows.ts";
import type { Actor } from "../../core/actor.ts";
import { latestNotificationId, NOTIFICATION_CHANNEL, notificationsAfter, notificationsByIds, toItem, type NotificationRow } from "./service.ts";

export type NotificationBus = Bus<NotificationRow>;

export { notificationEmailHandler, notificationEmailQueue } from "./emails.ts";

/** Opens this process's LISTEN for notifications; buildApp calls it once and closes it on shutdown. */
export function startNotificationBus(database: Database, log: BusOptions<NotificationRow>["log"]): NotificationBus {
  return startBus<NotificationRow>({ database, channel: NOTIFICATION_CHANNEL, load: (ids) => notificationsByIds(database.live, ids), log });
}

/**
 * Follows a user's notifications after `after`, or from now when null (platform/follow-rows.ts):
 * the core of GET /live and, through a queue, of onNotification.
 */
export function followNotifications(
  bus: NotificationBus,
  db: Db,
  userId: string,
  after: number | null,
  stop: AbortSignal,
  onRow: (row: NotificationRow) => void,
): Promise<void> {
  const source: RowSource<NotificationRow> = {
    bus,
    after: (user, cursor, limit) => notificationsAfter(db, user, cursor, limit),
    newest: (user) => latestNotificationId(db, user),
  };
  return followRows(source, userId, after, stop, onRow);
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
 * with its id as the SSE event id, so a reconnecting client resumes where it stopped. It ends
 * with its session (`untilSessionEnds`, platform/session-watch.ts), as GET /live does.
 */
export async function* streamNotifications(
  bus: NotificationBus,
  db: Db,
  actor: Actor,
  input: { lastEventId?: string | null } | undefined,
  signal: AbortSignal | undefined,
  untilSessionEnds?: (stop: AbortSignal, onEnded: () => void) => void,
): AsyncGenerator<TrackedEnvelope<NotificationItem>> {
  const leaving = new AbortController();
  let sessionEnded = false;
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
  untilSessionEnds?.(leaving.signal, () => {
    sessionEnded = true;
    leaving.abort();
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
  // Signed out elsewhere, suspended, deleted: the client stops rather than reconnecting.
  if (sessionEnded) throw new TRPCError({ code: "UNAUTHORIZED", message: "UNAUTHENTICATED" });
  // Shutting down: a retryable error (not a clean end) makes the client reconnect, to another process.
  if (bus.closed.aborted) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "SERVER_STOPPING" });
}
