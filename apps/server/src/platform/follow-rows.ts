import type { Bus, WakeUp } from "./bus.ts";

const CATCH_UP_PAGE = 100;
const SENT_REMEMBERED = 1_000;

export interface RowSource<Row extends WakeUp> {
  bus: Bus<Row>;
  /** The user's rows after `cursor` (a row id), oldest first, at most `limit`. */
  after(userId: string, cursor: number, limit: number): Promise<Row[]>;
  /** The user's newest row id (0 when none): where following "from now" starts. */
  newest(userId: string): Promise<number>;
}

/**
 * Follows a user's rows of one kind after `after` (a row id), or from now when null: first those
 * already in the table (what a reconnecting client missed), then live ones as the bus delivers
 * them, each passed to `onRow` once. Resolves when `stop` aborts. Live rows are handed over
 * synchronously, from the bus's delivery, with no promise per event: the core of GET /live.
 */
export async function followRows<Row extends WakeUp>(
  source: RowSource<Row>,
  userId: string,
  after: number | null,
  stop: AbortSignal,
  onRow: (row: Row) => void,
): Promise<void> {
  const sent = new Set<number>();
  let cursor = after ?? 0;
  // While the table is being read, live rows wait here, so the older ones it returns go first.
  let held: Row[] | null = [];
  let resyncWanted = false;
  let wake: (() => void) | null = null;

  const emit = (row: Row) => {
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
  const unsubscribe = source.bus.subscribe(userId, {
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
    await source.bus.ready;
    if (after === null) cursor = await source.newest(userId);
    let catchUp = after !== null;
    while (!stop.aborted) {
      if (catchUp) {
        held ??= [];
        for (;;) {
          const rows = await source.after(userId, cursor, CATCH_UP_PAGE);
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
