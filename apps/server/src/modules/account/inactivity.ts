import { INACTIVITY_DELETION_MONTHS, INACTIVITY_NOTICE_DAYS, INACTIVITY_WARNING_MONTHS } from "@escouade/contracts/account";
import { and, asc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { deleteImage } from "../../platform/image-storage.ts";
import type { Storage } from "../../platform/storage.ts";
import { deleteAccount } from "./deletion.ts";
import { inactivityEmail } from "./inactivity-email.ts";
import { jobQueue, type JobHandler } from "../../platform/jobs.ts";

/*
 * Inactive accounts (docs/product.md §8, the CNIL's recommendation): warned by e-mail after 23 months
 * without a sign-in, deleted after 24 and at least a month after the warning. pg-boss queues the
 * sweep on its schedule, once for all processes (docs/decisions/033); an advisory lock still keeps
 * a sweep called by hand from overlapping it.
 */

export interface SweepDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  appUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** One sweep's work at most: the next one picks up the rest. */
const BATCH = 200;
const LOCK_KEY = "escouade:inactive-accounts";
const DAY_MS = 24 * 3600 * 1000;

function monthsBefore(now: Date, months: number) {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** When a warning sent at `warnedAt` to an account last active at `lastActiveAt` lets the deletion happen. */
export function deletionDate(lastActiveAt: Date, warnedAt: Date) {
  const due = new Date(lastActiveAt);
  due.setUTCMonth(due.getUTCMonth() + INACTIVITY_DELETION_MONTHS);
  return new Date(Math.max(due.getTime(), warnedAt.getTime() + INACTIVITY_NOTICE_DAYS * DAY_MS));
}

async function warn(deps: SweepDeps, now: Date) {
  const due = await deps.db
    .select({ id: user.id, email: user.email, lang: user.lang, lastActiveAt: user.lastActiveAt })
    .from(user)
    .where(and(lt(user.lastActiveAt, monthsBefore(now, INACTIVITY_WARNING_MONTHS)), isNull(user.inactivityWarnedAt)))
    .orderBy(asc(user.lastActiveAt))
    .limit(BATCH);
  let warned = 0;
  for (const account of due) {
    try {
      await deps.mailer.send(
        inactivityEmail({ to: account.email, lang: account.lang, deletionDate: deletionDate(account.lastActiveAt, now), appUrl: deps.appUrl }),
      );
    } catch (error) {
      // Not marked: the next sweep tries again, and the deletion waits for a warning that left.
      deps.log.error({ err: error, userId: account.id }, "could not send the inactivity warning");
      continue;
    }
    // Only if they did not come back meanwhile.
    await deps.db
      .update(user)
      .set({ inactivityWarnedAt: now })
      .where(and(eq(user.id, account.id), eq(user.lastActiveAt, account.lastActiveAt)));
    warned += 1;
  }
  return warned;
}

async function deleteExpired(deps: SweepDeps, now: Date) {
  const due = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        lt(user.lastActiveAt, monthsBefore(now, INACTIVITY_DELETION_MONTHS)),
        isNotNull(user.inactivityWarnedAt),
        lt(user.inactivityWarnedAt, new Date(now.getTime() - INACTIVITY_NOTICE_DAYS * DAY_MS)),
        // A sign-in after the warning clears it; this guards a sign-in racing the sweep.
        sql`${user.inactivityWarnedAt} > ${user.lastActiveAt}`,
      ),
    )
    .limit(BATCH);
  let deleted = 0;
  for (const { id } of due) {
    try {
      const { imageKeys } = await deleteAccount(deps.db, id);
      await Promise.all(imageKeys.map((key) => deleteImage(deps.storage, key)));
      deleted += 1;
    } catch (error) {
      deps.log.error({ err: error, userId: id }, "could not delete an inactive account");
    }
  }
  return deleted;
}

/** One sweep; `null` when another process holds the lock (it is doing this work right now). */
export async function sweepInactiveAccounts(deps: SweepDeps, now = new Date()): Promise<{ warned: number; deleted: number } | null> {
  // The lock lives as long as this transaction: the work itself runs on other connections.
  return deps.db.transaction(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${LOCK_KEY}, 0)) as locked`);
    if (!lock?.locked) return null;
    const warned = await warn(deps, now);
    const deleted = await deleteExpired(deps, now);
    if (warned + deleted > 0) deps.log.info({ warned, deleted }, "inactive accounts swept");
    return { warned, deleted };
  });
}

export const inactivitySweepQueue = jobQueue<Record<string, never>>("inactive-account-sweep", { policy: "stately", retryLimit: 2, expireInSeconds: 1800 });

export function inactivitySweepHandler(deps: SweepDeps): JobHandler<Record<string, never>> {
  return {
    queue: inactivitySweepQueue,
    async handle() {
      await sweepInactiveAccounts(deps);
    },
  };
}
