import type { NotificationData, NotificationType } from "@escouade/contracts/notifications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import { afterCommit, type AfterCommitWorker } from "../../platform/after-commit.ts";
import type { Mailer } from "../../platform/mail.ts";
import { notificationEmail } from "./notification-email.ts";

/** Notification e-mails leave after the commit that made them (docs/decisions/020, platform/after-commit.ts). */
export const NOTIFICATION_EMAIL_CHANNEL = "escouade_notification_email";

/** Types whose feature already e-mails them with more (a team invitation's own mail): never twice. */
const EMAILED_BY_THEIR_FEATURE: ReadonlySet<NotificationType> = new Set(["team_invitation_received"]);

interface PendingEmails {
  userIds: string[];
  data: NotificationData;
}

const emails = afterCommit<PendingEmails>(NOTIFICATION_EMAIL_CHANNEL);

/** Called by notifyUsers inside the caller's transaction: the e-mails leave once it commits. */
export async function queueNotificationEmails(db: Pick<Db, "execute">, userIds: readonly string[], data: NotificationData) {
  if (userIds.length === 0 || EMAILED_BY_THEIR_FEATURE.has(data.type)) return;
  await emails.queue(db, { userIds: [...userIds], data });
}

export type NotificationEmails = AfterCommitWorker;

type Log = { error(obj: object, msg: string): void };

/** This process's sender of notification e-mails; buildApp starts it once and closes it on shutdown. */
export function startNotificationEmails(options: { database: Database; mailer: Mailer; appUrl: string; log: Log }): NotificationEmails {
  const { database, mailer, appUrl, log } = options;

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

  return emails.start(database, send, log, "notification e-mail");
}
