import { LIVE_CURSOR_KEYS, LIVE_PATH, type LiveEventKind, type LiveEvents } from "@escouade/contracts/live";
import { transformer } from "@escouade/contracts/transformer";
import { absoluteServerUrl } from "./config.ts";

type Listener<K extends LiveEventKind> = (data: LiveEvents[K]) => void;

const listeners = new Map<LiveEventKind, Set<Listener<LiveEventKind>>>();
const KINDS = Object.keys(LIVE_CURSOR_KEYS) as LiveEventKind[];
const MAX_BACKOFF_MS = 30_000;
/**
 * Events of a kind nobody listens to yet: the stream's position has moved past them, so they are
 * kept for the first listener (a feature whose code arrives after the stream opened). Bounded:
 * a kind no screen ever listens to must not grow without end.
 */
const unheard = new Map<LiveEventKind, unknown[]>();
const UNHEARD_KEPT = 200;

/**
 * Calls `listener` with each event of this kind the tab's live stream receives, until the returned
 * function is called; first with those received while nothing listened to this kind.
 */
export function onLiveEvent<K extends LiveEventKind>(kind: K, listener: Listener<K>): () => void {
  let set = listeners.get(kind);
  if (!set) listeners.set(kind, (set = new Set()));
  set.add(listener as Listener<LiveEventKind>);
  const missed = unheard.get(kind);
  unheard.delete(kind);
  for (const data of missed ?? []) listener(data as LiveEvents[K]);
  return () => set.delete(listener as Listener<LiveEventKind>);
}

function dispatch<K extends LiveEventKind>(kind: K, data: LiveEvents[K]) {
  const set = listeners.get(kind);
  if (set?.size) {
    for (const listener of set) listener(data);
    return;
  }
  const kept = unheard.get(kind) ?? [];
  kept.push(data);
  if (kept.length > UNHEARD_KEPT) kept.shift();
  unheard.set(kind, kept);
}

/**
 * The tab's one connection to GET /live (docs/decisions/013). The browser's EventSource reconnects
 * by itself with Last-Event-ID; when it gives up (an error status), this retries with backoff from
 * the last cursor received, and stops for good once the server says the session is not allowed.
 */
class LiveConnection {
  private source: EventSource | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private probe: AbortController | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private cursor: string | null,
    private readonly onRefused: () => void,
  ) {
    this.connect();
  }

  close() {
    this.stopped = true;
    this.source?.close();
    this.probe?.abort();
    if (this.retry) clearTimeout(this.retry);
  }

  private url() {
    const url = new URL(LIVE_PATH, absoluteServerUrl());
    if (this.cursor) url.searchParams.set("lastEventId", this.cursor);
    return url;
  }

  private connect() {
    const source = new EventSource(this.url(), { withCredentials: true });
    this.source = source;
    // "ready" carries no data, only where the stream starts: kept for a restart from scratch.
    source.addEventListener("ready", (event) => this.track(event));
    for (const kind of KINDS) {
      source.addEventListener(kind, (event) => {
        this.track(event);
        dispatch(kind, transformer.parse<LiveEvents[typeof kind]>(event.data));
      });
    }
    source.addEventListener("open", () => (this.failures = 0));
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) void this.recover();
    });
  }

  private track(event: MessageEvent) {
    if (event.lastEventId) this.cursor = event.lastEventId;
  }

  /** EventSource hides the status that made it give up: one plain request tells what to do. */
  private async recover() {
    this.source = null;
    if (this.stopped) return;
    this.probe = new AbortController();
    let status = 0;
    try {
      const response = await fetch(this.url(), { credentials: "include", headers: { accept: "text/event-stream" }, signal: this.probe.signal });
      status = response.status;
      this.probe.abort();
    } catch {
      // Offline or aborted: retried below, unless closed.
    }
    if (this.stopped) return;
    if (status === 401 || status === 403) {
      // Signed out from elsewhere (another device, a suspension): the page learns it now, not at its next request.
      this.onRefused();
      return;
    }
    // A cursor the server does not read any more: start from now rather than never.
    if (status === 400) this.cursor = null;
    const delay = status === 200 ? 0 : Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.failures += 1;
    this.retry = setTimeout(() => this.connect(), delay);
  }
}

let current: { connection: LiveConnection; users: number } | null = null;

/**
 * Opens the tab's live stream from `cursor` (null: from now), or joins the one already open; the
 * returned function leaves it, and the last to leave closes it (on sign-out, for instance).
 * `onRefused` hears that the server no longer lets this session in.
 */
export function openLiveStream(cursor: string | null, onRefused: () => void = () => {}): () => void {
  if (current) current.users += 1;
  else current = { connection: new LiveConnection(cursor, onRefused), users: 1 };
  const joined = current;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.users -= 1;
    if (joined.users === 0) {
      joined.connection.close();
      if (current === joined) current = null;
      // Signed out: what the last account's stream brought is not for the next one.
      unheard.clear();
    }
  };
}
