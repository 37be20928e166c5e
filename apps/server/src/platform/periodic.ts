interface PeriodicLog {
  error(payload: object, message: string): void;
}

/**
 * Runs `task` soon after start-up (within a minute), then every `intervalMs`, until the returned
 * stop is called; stop resolves once a run in progress has finished, so shutdown never cuts one
 * in half. A failed run is logged and the next one still comes. The timers never keep the process up.
 */
export function runPeriodically(intervalMs: number, task: () => Promise<unknown>, log: PeriodicLog, what: string): () => Promise<unknown> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  };
  const first = setTimeout(run, Math.min(intervalMs, 60_000));
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    return running;
  };
}
