import http from "node:http";
import { transformer } from "@escouade/contracts/transformer";

export interface LiveEventFrame {
  event: string;
  id: string;
  data: string;
}

export interface LiveStreamOptions {
  cookie?: string | null;
  /** Sent as the Last-Event-ID header, as a reconnecting EventSource does. */
  lastEventId?: string;
  /** Sent as ?lastEventId=, as a tab that recreates its EventSource does. */
  queryLastEventId?: string;
  origin?: string;
  headers?: Record<string, string>;
}

/** GET /live refused before streaming: its status, headers and JSON body. */
export interface LiveRefusal {
  kind: "refused";
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: { appCode?: string; httpStatus?: number } };
}

/** An open GET /live, read the way a browser's EventSource reads it (without reconnecting). */
export interface LiveStream {
  kind: "open";
  headers: http.IncomingHttpHeaders;
  /** Every event received, in order (duplicates included: tests check there are none). */
  readonly events: LiveEventFrame[];
  /** Every comment line (heartbeats) and retry field received. */
  readonly comments: string[];
  readonly retries: number[];
  /** Resolves when the server ends the stream (cleanly or not). */
  readonly ended: Promise<void>;
  /** The data of each `notification` event, decoded with the shared transformer. */
  notifications<T = unknown>(): T[];
  /** Resolves once `count` events of this kind arrived. */
  waitFor(event: string, count: number, timeoutMs?: number): Promise<LiveEventFrame[]>;
  waitForComment(comment: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens GET /live from Node with a bare HTTP client, so a test sees every header and byte. */
export function openLiveStream(serverUrl: string, options: LiveStreamOptions = {}): Promise<LiveStream | LiveRefusal> {
  const url = new URL("/live", serverUrl);
  if (options.queryLastEventId !== undefined) url.searchParams.set("lastEventId", options.queryLastEventId);
  const headers: Record<string, string> = { accept: "text/event-stream", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId !== undefined) headers["last-event-id"] = options.lastEventId;
  if (options.origin) headers.origin = options.origin;

  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      response.setEncoding("utf8");
      if (response.statusCode !== 200) {
        let text = "";
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ kind: "refused", status: response.statusCode!, headers: response.headers, body: JSON.parse(text || "{}") }));
        return;
      }
      const events: LiveEventFrame[] = [];
      const comments: string[] = [];
      const retries: number[] = [];
      const waiters = new Set<() => void>();
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        const frames = buffer.split("\n\n");
        buffer = frames.pop()!;
        for (const frame of frames) {
          const fields = { event: "message", id: "", data: "" };
          let isEvent = false;
          for (const line of frame.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim());
            else if (line.startsWith("retry: ")) retries.push(Number(line.slice(7)));
            else {
              const [name, ...rest] = line.split(": ");
              fields[name as keyof typeof fields] = rest.join(": ");
              isEvent = true;
            }
          }
          if (isEvent) events.push(fields);
        }
        for (const waiter of waiters) waiter();
      });
      const ended = new Promise<void>((resolveEnd) => {
        response.once("close", () => resolveEnd());
      });
      ended.then(() => {
        for (const waiter of waiters) waiter();
      });

      function until(ready: () => boolean, timeoutMs: number, what: () => string) {
        return new Promise<void>((resolveWait, rejectWait) => {
          const check = () => {
            if (!ready()) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolveWait();
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            rejectWait(new Error(`Timed out after ${timeoutMs} ms waiting for ${what()}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      }

      const ofKind = (event: string) => events.filter((frame) => frame.event === event);
      resolve({
        kind: "open",
        headers: response.headers,
        events,
        comments,
        retries,
        ended,
        notifications: <T>() => ofKind("notification").map((frame) => transformer.parse<T>(frame.data)),
        async waitFor(event, count, timeoutMs = 5_000) {
          await until(
            () => ofKind(event).length >= count,
            timeoutMs,
            () =>
              `${count} "${event}" events (got ${ofKind(event).length}: ${ofKind(event)
                .map((frame) => frame.id)
                .join(", ")})`,
          );
          return ofKind(event).slice(0, count);
        },
        waitForComment: (comment, timeoutMs = 5_000) =>
          until(
            () => comments.includes(comment),
            timeoutMs,
            () => `the comment "${comment}"`,
          ),
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}

/** The stream, or a failed test saying what refused it. */
export function expectOpen(result: LiveStream | LiveRefusal): LiveStream {
  if (result.kind !== "open") throw new Error(`GET /live answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result;
}

export function expectRefused(result: LiveStream | LiveRefusal): LiveRefusal {
  if (result.kind !== "refused") {
    result.close();
    throw new Error("GET /live opened a stream where a refusal was expected");
  }
  return result;
}
