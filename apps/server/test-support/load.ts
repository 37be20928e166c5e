import { setTimeout as sleep } from "node:timers/promises";

/** How one request of the load ended: a status, an error before any answer, or no answer in time. */
export interface LoadOutcome {
  path: string;
  startedAt: number;
  endedAt: number;
  status: number | "error" | "timeout";
}

export interface Load {
  readonly outcomes: readonly LoadOutcome[];
  /** Resolves once an outcome matching `test` arrived after `since` (epoch ms). */
  waitFor(test: (outcome: LoadOutcome) => boolean, since: number, timeoutMs: number, what: string): Promise<LoadOutcome>;
  /** Lets the requests in flight end (each is bounded), then resolves. */
  stop(): Promise<void>;
}

/**
 * `concurrency` clients requesting `paths` in turn, back to back, each request abandoned after
 * `requestTimeoutMs`: what a server owes its load balancer is an answer, even an error, never silence.
 */
export function startLoad(baseUrl: string, options: { paths: readonly string[]; concurrency: number; requestTimeoutMs: number }): Load {
  const outcomes: LoadOutcome[] = [];
  const waiters = new Set<() => void>();
  let running = true;

  async function client(offset: number) {
    for (let turn = offset; running; turn += 1) {
      const path = options.paths[turn % options.paths.length]!;
      const startedAt = Date.now();
      let status: LoadOutcome["status"];
      try {
        const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(options.requestTimeoutMs) });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "error";
      }
      outcomes.push({ path, startedAt, endedAt: Date.now(), status });
      for (const waiter of waiters) waiter();
      // A refused connection fails at once: without a pause the clients would only spin.
      if (status === "error") await sleep(20);
    }
  }
  const clients = Array.from({ length: options.concurrency }, (_, index) => client(index));

  return {
    outcomes,
    waitFor(test, since, timeoutMs, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = outcomes.find((outcome) => outcome.startedAt >= since && test(outcome));
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = outcomes.filter((outcome) => outcome.startedAt >= since).map((outcome) => `${outcome.path} ${outcome.status}`);
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; since then: ${seen.slice(-20).join(", ") || "nothing"}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
