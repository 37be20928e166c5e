import type { MessageEventData } from "./messages.ts";
import type { NotificationItem } from "./notifications.ts";

/** The one live stream of a browser tab (docs/decisions/013): every live event kind on one SSE route. */
export const LIVE_PATH = "/live";

/** What each kind of event carries, as the web receives it (serialized with the shared transformer). */
export interface LiveEvents {
  notification: NotificationItem;
  message: MessageEventData;
}

export type LiveEventKind = keyof LiveEvents;

/**
 * Each kind's letter in the cursor. The SSE id of every event is the position of every kind
 * (`n123`, later `n123.m45`), so one reconnection with Last-Event-ID resumes them all.
 */
export const LIVE_CURSOR_KEYS: Record<LiveEventKind, string> = { notification: "n", message: "m" };

/** How far a tab has read, per kind: the last row id it holds. A kind left out starts from now. */
export type LiveCursor = Partial<Record<LiveEventKind, number>>;

const KIND_BY_KEY = new Map(Object.entries(LIVE_CURSOR_KEYS).map(([kind, key]) => [key, kind as LiveEventKind]));
const PART = /^([a-z]+)(0|[1-9]\d{0,15})$/;
const MAX_CURSOR_LENGTH = 200;

export function formatLiveCursor(cursor: LiveCursor): string {
  return (Object.keys(LIVE_CURSOR_KEYS) as LiveEventKind[])
    .filter((kind) => cursor[kind] !== undefined)
    .map((kind) => `${LIVE_CURSOR_KEYS[kind]}${cursor[kind]}`)
    .join(".");
}

/**
 * Reads a cursor; null when it is malformed or a position is past what a row id can be here
 * (the ids are bigint columns read as JavaScript numbers). A key this version does not know is
 * skipped rather than refused: during a rolling deployment a newer tab may reach an older process.
 */
export function parseLiveCursor(text: string): LiveCursor | null {
  if (text.length > MAX_CURSOR_LENGTH) return null;
  const cursor: LiveCursor = {};
  const seen = new Set<string>();
  for (const part of text.split(".")) {
    const match = PART.exec(part);
    if (!match) return null;
    const [, key, digits] = match;
    const position = Number(digits);
    if (!Number.isSafeInteger(position) || seen.has(key!)) return null;
    seen.add(key!);
    const kind = KIND_BY_KEY.get(key!);
    if (kind) cursor[kind] = position;
  }
  return cursor;
}
