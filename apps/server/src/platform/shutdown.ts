import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";

/** How long the requests in flight at SIGTERM may take, unless SHUTDOWN_GRACE_MS says; then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface GracefulShutdown {
  /**
   * Closes the app: new requests are answered 503 with `connection: close` (Fastify does, /readyz
   * included) while the port stays open for the requests in flight to finish; then live streams
   * end (their clients resume elsewhere from their cursor) and the port closes. Resolves true once
   * all of it is done, false if `graceMs` ran out first.
   */
  stop(graceMs: number): Promise<boolean>;
}

/** A handler still working: no answer yet, neither sent, nor hijacked into a stream, nor streaming. */
const isWorking = (reply: FastifyReply) => !reply.sent && !reply.raw.headersSent;

/** Call before anything else registers: every request from then on is counted until it is answered. */
export function registerGracefulShutdown(app: FastifyInstance): GracefulShutdown {
  const inFlight = new Set<FastifyReply>();
  app.addHook("onRequest", async (_request, reply) => {
    inFlight.add(reply);
    reply.raw.once("close", () => inFlight.delete(reply));
  });
  // The first preClose hook: the port stays open (and answers 503) until the handlers running
  // now have answered; live streams are ended by the hooks after this one. Polled, because an
  // answer has no one event to wait for (sent, hijacked, or headers out and a body streaming).
  app.addHook("preClose", async () => {
    while ([...inFlight].some(isWorking)) await sleep(20);
  });

  let stopping: Promise<boolean> | null = null;
  async function closeWithin(graceMs: number) {
    const timeUp = new AbortController();
    const finished = await Promise.race([app.close().then(() => true), sleep(graceMs, false, { signal: timeUp.signal }).catch(() => false)]);
    timeUp.abort();
    return finished;
  }
  return { stop: (graceMs) => (stopping ??= closeWithin(graceMs)) };
}

/**
 * SIGTERM (a process manager, a deploy) and SIGINT (Ctrl-C) stop the process gracefully, within
 * `graceMs`; a second one of the same signal kills it at once (the handlers are `once`).
 */
export function stopOnSignals(shutdown: GracefulShutdown, options: { log: FastifyBaseLogger; graceMs?: number; release: () => Promise<void> }) {
  const { log, graceMs = SHUTDOWN_GRACE_MS } = options;
  const stop = async (signal: NodeJS.Signals) => {
    log.info({ signal, graceMs }, "shutting down");
    if (!(await shutdown.stop(graceMs))) {
      // What was still running is cut: its transactions roll back with their connections.
      log.warn({ graceMs }, "requests still running after the grace period: exiting anyway");
      process.exit(1);
    }
    await options.release().catch((error: unknown) => log.error({ err: error }, "could not release resources on shutdown"));
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}
