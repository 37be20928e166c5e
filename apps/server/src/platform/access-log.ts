import type { FastifyInstance } from "fastify";

/** An answer slower than this is worth a line even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The production access log: server errors and slow answers only, at warn. Live streams are
 * long by design and never count as slow.
 */
export function logFailedAndSlowRequests(app: FastifyInstance, slowMs = SLOW_REQUEST_MS) {
  app.addHook("onResponse", async (request, reply) => {
    const ms = reply.elapsedTime;
    const failed = reply.statusCode >= 500;
    const slow = ms >= slowMs && !String(reply.getHeader("content-type") ?? "").startsWith("text/event-stream");
    if (!failed && !slow) return;
    request.log.warn(
      { method: request.method, path: request.url.split("?", 1)[0]!.slice(0, 300), status: reply.statusCode, ms: Math.round(ms) },
      // The query string is left out: it carries what people typed.
      failed ? "request failed" : "slow request",
    );
  });
}
