/**
 * What stays open for a session (a GET /live stream, an onNotification subscription) ends with it
 * (decision 032). When a player's sessions end somewhere, in any process (signed out elsewhere,
 * suspended, banned, account deleted: platform/sessions-ended.ts), each of their watchers whose
 * session no longer signs in is told.
 */
export interface SessionWatch {
  /** Until `stop` aborts: `onEnded` is called once if the session stops signing its device in. */
  watch(userId: string, sessionId: string, stop: AbortSignal, onEnded: () => void): void;
  /** A player's sessions ended somewhere: their watchers check theirs. */
  sessionsEnded(userId: string): void;
}

interface Watcher {
  sessionId: string;
  onEnded: () => void;
}

type Log = { error(obj: object, msg: string): void };

export function createSessionWatch(sessionAlive: (sessionId: string) => Promise<boolean>, log: Log): SessionWatch {
  const byUser = new Map<string, Set<Watcher>>();
  return {
    watch(userId, sessionId, stop, onEnded) {
      if (stop.aborted) return;
      const watcher: Watcher = { sessionId, onEnded };
      const own = byUser.get(userId) ?? new Set<Watcher>();
      own.add(watcher);
      byUser.set(userId, own);
      stop.addEventListener(
        "abort",
        () => {
          own.delete(watcher);
          if (own.size === 0 && byUser.get(userId) === own) byUser.delete(userId);
        },
        { once: true },
      );
    },
    sessionsEnded(userId) {
      for (const watcher of byUser.get(userId) ?? []) {
        sessionAlive(watcher.sessionId).then(
          (alive) => alive || watcher.onEnded(),
          (error: unknown) => log.error({ err: error }, "could not check an open stream's session"),
        );
      }
    },
  };
}
