import type { AppErrorCode } from "@escouade/contracts/errors";
import { formatLiveCursor, LIVE_PATH, parseLiveCursor, type LiveCursor, type LiveEventKind } from "@escouade/contracts/live";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import type { Auth } from "../auth/auth.ts";
import { EventStream, type EventStreamOptions } from "./event-stream.ts";
import type { LiveKinds } from "./kinds.ts";

export interface LiveRouteOptions {
  auth: Auth;
  kinds: LiveKinds;
  trustedOrigins: readonly string[];
  heartbeatMs: number;
  /** Ends a stream with its session (the composition hands platform/session-watch.ts in). */
  sessionWatch?: { watch(userId: string, sessionId: string, stop: AbortSignal, onEnded: () => void): void };
}

const STREAM: Omit<EventStreamOptions, "heartbeatMs"> = {
  retryMs: 1_000,
  // About 200 notifications: a client that far behind reconnects and reads the table instead.
  maxBufferedBytes: 64 * 1024,
  drainTimeoutMs: 10_000,
};

/** Refused before the stream opens, like the rest of the API: a status and a code the web knows. */
function refuse(reply: FastifyReply, status: number, appCode: AppErrorCode) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .send({ error: { appCode, httpStatus: status } });
}

function requestedCursor(header: string | string[] | undefined, query: unknown): string | null {
  if (typeof header === "string" && header !== "") return header;
  const fromQuery = (query as { lastEventId?: unknown }).lastEventId;
  return typeof fromQuery === "string" && fromQuery !== "" ? fromQuery : null;
}

/**
 * GET /live: the one stream of a browser tab, for every live event kind (docs/decisions/013).
 * Each event's id is the position of every kind, so a reconnection with Last-Event-ID (or a new
 * EventSource given ?lastEventId=) resumes them all from the table; without one, it starts now.
 */
export function registerLiveRoute(app: FastifyInstance, options: LiveRouteOptions) {
  const { auth, kinds, trustedOrigins } = options;
  const open = new Set<EventStream>();
  // Ended on shutdown, so close() does not wait on them and browsers reconnect to another process.
  app.addHook("preClose", async () => {
    for (const stream of open) stream.end();
  });
  app.get(LIVE_PATH, async (request, reply) => {
    // CORS already hides the answer from a foreign page; refusing it outright also spares the stream.
    const origin = request.headers.origin;
    if (origin !== undefined && !trustedOrigins.includes(origin)) return refuse(reply, 403, "FORBIDDEN");
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return refuse(reply, 401, "UNAUTHENTICATED");
    if (!session.user.emailVerified) return refuse(reply, 403, "EMAIL_NOT_VERIFIED");
    if (!session.user.infoFilled) return refuse(reply, 403, "PROFILE_NOT_FILLED");
    const requested = requestedCursor(request.headers["last-event-id"], request.query);
    const asked = requested === null ? {} : parseLiveCursor(requested);
    if (!asked) return refuse(reply, 400, "LIVE_CURSOR_INVALID");

    const userId = session.user.id;
    const names = Object.keys(kinds) as LiveEventKind[];
    // Every kind has a position from the start, so even the first id resumes all of them.
    const cursor: Required<LiveCursor> = Object.fromEntries(
      await Promise.all(names.map(async (kind) => [kind, asked[kind] ?? (await kinds[kind].newest(userId))])),
    );

    reply.hijack();
    const stream = new EventStream(reply.raw, reply.getHeaders(), { ...STREAM, heartbeatMs: options.heartbeatMs });
    open.add(stream);
    stream.closed.addEventListener("abort", () => open.delete(stream), { once: true });
    options.sessionWatch?.watch(userId, session.session.id, stream.closed, () => stream.end());
    // Not awaited: the handler's frame (request, session) is not kept for the stream's lifetime.
    void follow(stream, kinds, userId, cursor, request.log);
  });
}

/**
 * Writes every kind's events to the stream until it closes: the client left, was dropped as too
 * slow, or the server is stopping (preClose above). The client reconnects and resumes from its cursor.
 */
async function follow(stream: EventStream, kinds: LiveKinds, userId: string, cursor: Required<LiveCursor>, log: FastifyBaseLogger) {
  // Tells the client where it stands before any event: what it passes back if it has to start over.
  stream.send("ready", formatLiveCursor(cursor), "{}");
  await Promise.all(
    (Object.keys(kinds) as LiveEventKind[]).map(async (kind) => {
      try {
        await kinds[kind].follow(userId, cursor[kind], stream.closed, (event) => {
          cursor[kind] = Math.max(cursor[kind], event.position);
          stream.send(kind, formatLiveCursor(cursor), event.data);
        });
      } catch (error) {
        log.error({ err: error, kind }, "live stream failed; the client resumes from its cursor");
      }
      // One kind ending (failure or shutdown) ends the stream: the reconnection resumes them all.
      stream.end();
    }),
  );
}
