import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

export interface EventStreamOptions {
  /** A comment this often keeps proxies (idle timeouts of 60 s are common) from cutting a quiet stream. */
  heartbeatMs: number;
  /** A browser waits between this and twice this before reconnecting after the stream ends. */
  retryMs: number;
  /** Past this many bytes waiting for the client, the connection is dropped: it catches up on reconnecting. */
  maxBufferedBytes: number;
  /** A client that has not taken what is waiting within this time is dropped too. */
  drainTimeoutMs: number;
}

/**
 * One SSE response written straight to the socket: no stream stack per connection, and an event's
 * text (made once for all its subscribers) costs one write. A slow or dead client is never
 * buffered for: it is dropped, and resumes from the table with its Last-Event-ID.
 */
export class EventStream {
  private readonly closing = new AbortController();
  private readonly heartbeat: NodeJS.Timeout;
  private drainTimer: NodeJS.Timeout | null = null;

  /** Aborted once the connection is gone, whoever ended it. */
  readonly closed = this.closing.signal;

  constructor(
    private readonly res: ServerResponse,
    /** What the app set before the stream took over (CORS). */
    headers: Record<string, OutgoingHttpHeaders[string] | number>,
    private readonly options: EventStreamOptions,
  ) {
    res.socket?.setNoDelay(true);
    res.writeHead(200, {
      ...headers,
      "content-type": "text/event-stream; charset=utf-8",
      // Never stored nor transformed (compressed) on the way, and not buffered by nginx.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    res.once("close", () => this.dispose());
    this.heartbeat = setInterval(() => this.write(": ping\n\n"), options.heartbeatMs).unref();
    // Spread, so the streams a stopping process ends do not all come back in the same instant.
    this.write(`retry: ${options.retryMs + Math.floor(Math.random() * options.retryMs)}\n\n`);
  }

  /** One event; `data` is a single line (JSON). */
  send(event: string, id: string, data: string) {
    this.write(`event: ${event}\nid: ${id}\ndata: ${data}\n\n`);
  }

  /** Ends the stream cleanly: the browser reconnects after `retry`, with its Last-Event-ID. */
  end() {
    if (!this.closed.aborted) this.res.end();
    this.dispose();
  }

  private write(text: string) {
    if (this.closed.aborted) return;
    if (this.res.write(text)) return;
    if (this.res.writableLength > this.options.maxBufferedBytes) return this.drop();
    if (this.drainTimer) return;
    this.drainTimer = setTimeout(() => this.drop(), this.options.drainTimeoutMs).unref();
    this.res.once("drain", () => {
      clearTimeout(this.drainTimer!);
      this.drainTimer = null;
    });
  }

  private drop() {
    this.res.destroy();
    this.dispose();
  }

  private dispose() {
    clearInterval(this.heartbeat);
    if (this.drainTimer) clearTimeout(this.drainTimer);
    this.closing.abort();
  }
}
