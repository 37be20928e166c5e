import { useSyncExternalStore } from "react";
import { CHECK_IN_KEY_PREFIX, CHECK_IN_QUEUE_CHANGED, checkInGameIds, subscribeToCheckInQueues } from "./check-in-keys.ts";

/**
 * Check-ins made on this phone while it had no network (docs/decisions/024), kept per game in localStorage
 * until the server has answered each: a reload, a closed tab or a flat battery loses none. Ticket
 * codes only name a place; the server checks them again when they are sent.
 */
export interface PendingCheckIn {
  /** This phone's id for the check-in: the queue holds it once, whatever the number of scans. */
  clientId: string;
  code: string;
  registrationId: number;
  name: string;
  /** When it was scanned (ISO): the arrival time the server keeps unless another phone saw them earlier. */
  scannedAt: string;
  /**
   * The account that scanned it. Away from the game's registrations page, only that account's
   * session sends it: another account signed in on this phone since would be refused, and the
   * arrival counted as refused, or noted in its name.
   */
  by?: string;
}

/** What the server said of a queued check-in that the organizer should see. */
export interface CheckInConflict {
  clientId: string;
  name: string;
  /** `earlier`: another phone had let them in first, at `at`; `refused`: the ticket did not hold after all. */
  kind: "earlier" | "refused";
  at?: string;
  reason?: string;
}

export interface CheckInQueue {
  pending: PendingCheckIn[];
  conflicts: CheckInConflict[];
}

const EMPTY: CheckInQueue = { pending: [], conflicts: [] };
const keyOf = (gameId: number) => `${CHECK_IN_KEY_PREFIX}${gameId}`;

// useSyncExternalStore wants the same object while nothing changed: one parsed copy per stored text.
const parsed = new Map<number, { text: string | null; queue: CheckInQueue }>();

export function readQueue(gameId: number): CheckInQueue {
  let text: string | null = null;
  try {
    text = localStorage.getItem(keyOf(gameId));
  } catch {
    // Storage refused: nothing was kept.
  }
  const cached = parsed.get(gameId);
  if (cached && cached.text === text) return cached.queue;
  let queue = EMPTY;
  try {
    if (text) queue = { ...EMPTY, ...(JSON.parse(text) as Partial<CheckInQueue>) };
  } catch {
    // An unreadable entry is dropped rather than breaking the page.
  }
  parsed.set(gameId, { text, queue });
  return queue;
}

function writeQueue(gameId: number, queue: CheckInQueue) {
  try {
    if (queue.pending.length === 0 && queue.conflicts.length === 0) localStorage.removeItem(keyOf(gameId));
    else localStorage.setItem(keyOf(gameId), JSON.stringify(queue));
  } catch {
    // Storage full or refused: the check-in stays in this page only.
  }
  window.dispatchEvent(new CustomEvent(CHECK_IN_QUEUE_CHANGED, { detail: gameId }));
}

/** The games this phone keeps check-ins for, still to be sent. */
export function gamesWithPendingCheckIns(): number[] {
  return checkInGameIds().filter((gameId) => readQueue(gameId).pending.length > 0);
}

export function updateQueue(gameId: number, change: (queue: CheckInQueue) => CheckInQueue) {
  writeQueue(gameId, change(readQueue(gameId)));
}

/** Keeps one check-in per registration: scanned twice offline, the first scan's time stands. */
export function enqueueCheckIn(gameId: number, item: PendingCheckIn): PendingCheckIn {
  const queue = readQueue(gameId);
  const existing = queue.pending.find((p) => p.registrationId === item.registrationId);
  if (existing) return existing;
  writeQueue(gameId, { ...queue, pending: [...queue.pending, item] });
  return item;
}

export function dismissConflict(gameId: number, clientId: string) {
  updateQueue(gameId, (queue) => ({ ...queue, conflicts: queue.conflicts.filter((c) => c.clientId !== clientId) }));
}

export function useCheckInQueue(gameId: number): CheckInQueue {
  return useSyncExternalStore(
    subscribeToCheckInQueues,
    () => readQueue(gameId),
    () => EMPTY,
  );
}
