import { randomUUID } from "node:crypto";
import type { NotificationData, NotificationType } from "@escouade/contracts/notifications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import { listenerOf } from "../../platform/bus.ts";
import type { Mailer } from "../../platform/mail.ts";
import { notificationEmail } from "./notification-email.ts";

/**
 * Notification e-mails leave after the commit of the transaction that made them, never on a
 * rollback, and never in the caller's way (docs/decisions/020). `notifyUsers` keeps the e-mails
 * to send in this process's memory under a token and NOTIFYs the token in the caller's
 * transaction; PostgreSQL delivers it at commit (and drops it on rollback) to the LISTEN below,
 * which sends them. Other processes hear the token too but hold nothing under it.
 */
export const NOTIFICATION_EMAIL_CHANNEL = "escouade_notification_email";

/** Types whose feature already e-mails them with more (a team invitation's own mail): never twice. */
const EMAILED_BY_THEIR_FEATURE: ReadonlySet<NotificationType> = new Set(["team_invitation_received"]);

interface PendingEmails {
  userIds: string[];
  data: NotificationData;
  queuedAt: number;
}

// A token no other process makes: its pending e-mails are only in this process's memory.
const processToken = randomUUID();
let sequence = 0;
const pending = new Map<string, PendingEmails>();
/** A token not heard of by then belongs to a transaction that rolled back (or a process with no listener, the seed). */
const PENDING_TTL_MS = 15 * 60_000;
const PENDING_MAX = 10_000;

function forgetStale(now: number) {
  // Oldest first (a Map keeps insertion order): stop at the first one still fresh.
  for (const [token, entry] of pending) {
    if (now - entry.queuedAt < PENDING_TTL_MS && pending.size < PENDING_MAX) break;
    pending.delete(token);
  }
}

/** Called by notifyUsers inside the caller's transaction: the e-mails leave once it commits. */
export async function queueNotificationEmails(db: Pick<Db, "execute">, userIds: readonly string[], data: NotificationData) {
  if (userIds.length === 0 || EMAILED_BY_THEIR_FEATURE.has(data.type)) return;
  const now = Date.now();
  forgetStale(now);
  const token = `${processToken}:${++sequence}`;
  pending.set(token, { userIds: [...userIds], data, queuedAt: now });
  await db.execute(sql`select pg_notify(${NOTIFICATION_EMAIL_CHANNEL}, ${token})`);
}

export interface NotificationEmails {
  readonly ready: Promise<void>;
  /** Stops listening and waits (a few seconds at most) for the e-mails already on their way. */
  close(): Promise<void>;
}

type Log = { error(obj: object, msg: string): void };

const CLOSE_WAIT_MS = 5_000;

/** This process's sender of notification e-mails; buildApp starts it once and closes it on shutdown. */
export function startNotificationEmails(options: { database: Database; mailer: Mailer; appUrl: string; log: Log }): NotificationEmails {
  const { database, mailer, appUrl, log } = options;
  // One batch after another: a burst (a cancelled game's registrants) does not open a connection per player at once.
  let sending = Promise.resolve();

  async function send({ userIds, data }: PendingEmails) {
    // Read now, after the commit: the address and language as they are, verified ones only.
    const recipients = await database.db
      .select({ email: user.email, lang: user.lang })
      .from(user)
      .where(and(inArray(user.id, userIds), eq(user.emailVerified, true), sql`${user.banned} is not true`));
    for (const recipient of recipients) {
      try {
        await mailer.send(notificationEmail({ to: recipient.email, lang: recipient.lang, data, appUrl }));
      } catch (error) {
        log.error({ err: error, type: data.type }, "could not e-mail a notification");
      }
    }
  }

  function onPayload(token: string) {
    const entry = pending.get(token);
    if (!entry) return;
    pending.delete(token);
    sending = sending.then(() => send(entry)).catch((error: unknown) => log.error({ err: error, type: entry.data.type }, "could not e-mail a notification"));
  }

  const unlistening = listenerOf(database)(NOTIFICATION_EMAIL_CHANNEL, onPayload, () => {});
  const ready = unlistening.then(() => undefined);
  ready.catch((error: unknown) => log.error({ err: error }, "could not LISTEN: notification e-mails are off"));

  return {
    ready,
    async close() {
      const unlisten = await unlistening.catch(() => null);
      await unlisten?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([sending, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
