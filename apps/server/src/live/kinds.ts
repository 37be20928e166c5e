import type { LiveEventKind } from "@escouade/contracts/live";
import type { Db } from "../db/client.ts";
import { followMessages, messageEventData, newestMessagePosition, type MessageBus } from "../modules/messages/live.ts";
import { followNotifications, newestNotificationPosition, notificationEventData, type NotificationBus } from "../modules/notifications/live.ts";

/** One event of a kind: its row id (the kind's position in the cursor) and its data, already serialized. */
export interface LiveEvent {
  position: number;
  data: string;
}

/** What the stream needs of each kind; the kind's module provides the reads (its live.ts). */
export interface LiveKind {
  /** Where a stream that has no position for this kind starts. */
  newest(userId: string): Promise<number>;
  /**
   * Passes `emit` the user's events after `after`: those in the table first, then live ones as
   * they commit (synchronously, from the bus's delivery). Resolves when `stop` aborts.
   */
  follow(userId: string, after: number, stop: AbortSignal, emit: (event: LiveEvent) => void): Promise<void>;
}

export type LiveKinds = Record<LiveEventKind, LiveKind>;

export function liveKinds(db: Db, notificationBus: NotificationBus, messageBus: MessageBus): LiveKinds {
  return {
    notification: {
      newest: (userId) => newestNotificationPosition(db, userId),
      follow: (userId, after, stop, emit) =>
        followNotifications(notificationBus, db, userId, after, stop, (row) => emit({ position: row.id, data: notificationEventData(row) })),
    },
    message: {
      newest: (userId) => newestMessagePosition(db, userId),
      follow: (userId, after, stop, emit) =>
        followMessages(messageBus, db, userId, after, stop, (row) => emit({ position: row.id, data: messageEventData(row) })),
    },
  };
}
