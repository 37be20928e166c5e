import type { LiveEventKind } from "@escouade/contracts/live";
import type { Db } from "../db/client.ts";
import { newestNotificationPosition, notificationEventData, notificationFeed, type NotificationBus } from "../modules/notifications/live.ts";

/** One event of a kind: its row id (the kind's position in the cursor) and its data, already serialized. */
export interface LiveEvent {
  position: number;
  data: string;
}

/** What the stream needs of each kind; the kind's module provides the reads (its live.ts). */
export interface LiveKind {
  /** Where a stream that has no position for this kind starts. */
  newest(userId: string): Promise<number>;
  /** The user's events after `after`: those in the table first, then live ones; ends when `stop` aborts. */
  feed(userId: string, after: number, stop: AbortSignal): AsyncIterable<LiveEvent>;
}

export type LiveKinds = Record<LiveEventKind, LiveKind>;

export function liveKinds(db: Db, notificationBus: NotificationBus): LiveKinds {
  return {
    notification: {
      newest: (userId) => newestNotificationPosition(db, userId),
      async *feed(userId, after, stop) {
        // Also ends when the bus closes (shutdown), which wakes no subscriber.
        const ended = AbortSignal.any([stop, notificationBus.closed]);
        for await (const row of notificationFeed(notificationBus, db, userId, after, ended)) {
          yield { position: row.id, data: notificationEventData(row) };
        }
      },
    },
  };
}
