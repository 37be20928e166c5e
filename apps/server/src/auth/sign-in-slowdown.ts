import { APIError } from "better-auth/api";
import type { Db } from "../db/client.ts";
import { forgetUses, recentUses, recordUse } from "../platform/rate-limiter.ts";

/** Wrong passwords for one address, within this window, before each new try has to wait. */
export const FREE_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The wait after the first failure past the free ones; it doubles with each one after, up to the cap. */
const FIRST_PAUSE_MS = 30 * 1000;
const MAX_PAUSE_MS = 15 * 60 * 1000;

const keyFor = (email: string) => `sign-in-failure:${email.trim().toLowerCase()}`;

/** How long a sign-in for `email` must still wait, in ms (0: it may try now). */
export async function signInPause(db: Db, email: string, now = Date.now()): Promise<number> {
  const { count, latest } = await recentUses(db, keyFor(email), FAILURE_WINDOW_MS);
  if (count < FREE_FAILURES || !latest) return 0;
  const pause = Math.min(FIRST_PAUSE_MS * 2 ** (count - FREE_FAILURES), MAX_PAUSE_MS);
  return Math.max(0, latest.getTime() + pause - now);
}

/**
 * A per-account slowdown on top of the per-address rate limit: guessing one player's password
 * from many addresses gets slower and slower, while the owner, after a success, starts afresh.
 * Unknown addresses count the same, so the pause tells nothing about who has an account.
 */
export async function refuseWhilePaused(db: Db, email: unknown) {
  if (typeof email !== "string") return;
  const wait = await signInPause(db, email);
  if (wait > 0) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: "SIGN_IN_PAUSED",
        message: `Too many wrong passwords for this account: try again in ${Math.ceil(wait / 1000)} s`,
      },
      { "retry-after": String(Math.ceil(wait / 1000)) },
    );
  }
}

export async function rememberSignInOutcome(db: Db, email: unknown, succeeded: boolean) {
  if (typeof email !== "string") return;
  if (succeeded) await forgetUses(db, keyFor(email));
  else await recordUse(db, keyFor(email));
}
