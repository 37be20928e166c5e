/**
 * A 429 is a busy server or a shared address (a field's Wi-Fi, a carrier's), never a reason to
 * show the error view: the app waits as asked and tries again (decision 032).
 */

/** How many times a refused request is tried again before the app falls back. */
export const RATE_LIMIT_RETRIES = 3;

const DEFAULT_WAIT_MS = 1_000;
const MAX_WAIT_MS = 10_000;

/** The wait a 429's Retry-After asks (seconds, or an HTTP date), kept between 0.25 s and 10 s. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  if (!header) return DEFAULT_WAIT_MS;
  const seconds = Number(header);
  const asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(asked)) return DEFAULT_WAIT_MS;
  return Math.min(MAX_WAIT_MS, Math.max(250, asked));
}

/** Whether an error is a 429: a tRPC answer's status, or a refused fetch's. */
export function isRateLimited(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return data?.httpStatus === 429 || (error as { status?: unknown } | null)?.status === 429;
}

/** The wait before a 429'd query's next try: doubling from 1 s, at most 10 s. */
export function rateLimitedDelay(failureCount: number): number {
  return Math.min(MAX_WAIT_MS, DEFAULT_WAIT_MS * 2 ** failureCount);
}
