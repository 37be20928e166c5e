import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { notifyUsers } from "../notifications/service.ts";
import { jobQueue, type JobHandler } from "../../platform/jobs.ts";

/*
 * The day before a game (docs/product.md §4): its confirmed players get a `game_reminder` notification (in
 * the app, by e-mail, on the phone, as each chose for "my games"), once per game. pg-boss queues
 * the sweep on its schedule, once for all processes (docs/decisions/033); an advisory lock still
 * keeps a sweep called by hand from overlapping it, and `game.reminder_sent_at` is set in the same
 * transaction as the notifications (and their e-mail and push jobs), so a game is reminded of
 * exactly once, even across processes and restarts.
 */

export interface ReminderDeps {
  db: Db;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** How far ahead a game is "tomorrow". A game made less than a day before it starts is reminded of at the next sweep. */
export const REMINDER_AHEAD_MS = 24 * 3600 * 1000;
/** Games per sweep at most: the next sweep picks up the rest. */
const BATCH = 100;
const LOCK_KEY = "escouade:game-reminders";

/** One sweep; `null` when another process holds the lock (it is doing this work right now). */
export async function sweepGameReminders(deps: ReminderDeps, now = new Date()): Promise<{ reminded: number } | null> {
  return deps.db.transaction(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${LOCK_KEY}, 0)) as locked`);
    if (!lock?.locked) return null;
    const due = await tx
      .select({ id: game.id, title: game.title, startsAt: game.startsAt, timeZone: game.timeZone })
      .from(game)
      .where(
        and(isNull(game.reminderSentAt), isNull(game.cancelledAt), gt(game.startsAt, now), lte(game.startsAt, new Date(now.getTime() + REMINDER_AHEAD_MS))),
      )
      .orderBy(asc(game.startsAt))
      .limit(BATCH);
    for (const upcoming of due) {
      // Marked first and only if still unmarked: the notifications and the mark commit together.
      const [marked] = await tx
        .update(game)
        .set({ reminderSentAt: now })
        .where(and(eq(game.id, upcoming.id), isNull(game.reminderSentAt)))
        .returning({ id: game.id });
      if (!marked) continue;
      const players = await tx
        .select({ userId: registration.userId })
        .from(registration)
        .where(and(eq(registration.gameId, upcoming.id), eq(registration.status, "confirmed"), isNotNull(registration.userId)));
      const userIds = players.flatMap((player) => (player.userId ? [player.userId] : []));
      await notifyUsers(tx, userIds, { type: "game_reminder", payload: { game: upcoming } });
    }
    if (due.length > 0) deps.log.info({ games: due.length }, "game reminders sent");
    return { reminded: due.length };
  });
}

export const gameReminderSweepQueue = jobQueue<Record<string, never>>("game-reminder-sweep", { policy: "stately", retryLimit: 2, expireInSeconds: 600 });

export function gameReminderSweepHandler(deps: ReminderDeps): JobHandler<Record<string, never>> {
  return {
    queue: gameReminderSweepQueue,
    async handle() {
      await sweepGameReminders(deps);
    },
  };
}
