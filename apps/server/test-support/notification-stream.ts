import type { NotificationItem } from "@escouade/contracts/notifications";
import { transformer } from "@escouade/contracts/transformer";
import { createTRPCClient, httpSubscriptionLink, type TRPCClientError } from "@trpc/client";
import { EventSource } from "eventsource";
import type { AppRouter } from "../src/trpc/root.ts";

export interface NotificationStream {
  /** Every notification received, in order (duplicates included: tests check there are none). */
  readonly received: NotificationItem[];
  /** Every error met, oldest first: the server's, then any of reconnecting. */
  readonly errors: TRPCClientError<AppRouter>[];
  /** Resolves once the server has accepted the stream (its "connected" event). */
  readonly started: Promise<void>;
  /** Resolves with the first `count` notifications once that many arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<NotificationItem[]>;
  /** Resolves with the first error once there is one (the server refused or ended the stream). */
  waitForError(timeoutMs?: number): Promise<TRPCClientError<AppRouter>>;
  close(): void;
}

/**
 * Subscribes to onNotification the way the web does (tRPC's httpSubscriptionLink over SSE), from
 * Node: the `eventsource` package stands in for the browser's EventSource and carries the cookie.
 */
export function subscribeToNotifications(serverUrl: string, cookie: string | null, input: { lastEventId?: string | null } = {}): NotificationStream {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${serverUrl}/trpc`,
        transformer,
        EventSource,
        eventSourceOptions: {
          fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } }),
        },
      }),
    ],
  });
  const received: NotificationItem[] = [];
  const errors: TRPCClientError<AppRouter>[] = [];
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const subscription = client.notifications.onNotification.subscribe(input, {
    onStarted: () => markStarted(),
    onData({ data }) {
      received.push(data);
      changed();
    },
    onError(cause) {
      errors.push(cause);
      changed();
    },
    onConnectionStateChange(state) {
      if (state.error) {
        errors.push(state.error);
        changed();
      }
    },
  });

  function until<T>(ready: () => T | null, timeoutMs: number, what: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = ready();
        if (value === null) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what()}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    received,
    errors,
    started,
    waitFor: (count, timeoutMs = 5_000) =>
      until(
        () => (received.length >= count ? received.slice(0, count) : null),
        timeoutMs,
        () =>
          `${count} notifications (got ${received.length}: ${received.map((n) => n.id).join(", ")}; errors: ${errors.map((e) => e.message).join(", ") || "none"})`,
      ),
    waitForError: (timeoutMs = 5_000) =>
      until(
        () => errors[0] ?? null,
        timeoutMs,
        () => "an error",
      ),
    close: () => subscription.unsubscribe(),
  };
}
