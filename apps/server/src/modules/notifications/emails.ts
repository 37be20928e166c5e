import type { NotificationData, NotificationType } from "@escouade/contracts/notifications";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import { enqueue, jobQueue, type JobHandler } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import { notificationEmail } from "./notification-email.ts";

/** Types whose feature already e-mails them with more (a team invitation's own mail): never twice. */
const EMAILED_BY_THEIR_FEATURE: ReadonlySet<NotificationType> = new Set(["team_invitation_received"]);

interface NotificationEmailJob {
  userId: string;
  data: NotificationData;
}

/**
 * One job per recipient, so that a retry (SMTP down) sends again only what did not leave
 * (docs/decisions/033). Eight retries from 15 s, doubling: about an hour of outage is waited out.
 */
export const notificationEmailQueue = jobQueue<NotificationEmailJob>("notification-email", { concurrency: 2 });

/** Called by notifyUsers inside the caller's transaction: the e-mails exist as jobs once it commits. */
export async function queueNotificationEmails(db: Pick<Db, "execute">, userIds: readonly string[], data: NotificationData) {
  if (userIds.length === 0 || EMAILED_BY_THEIR_FEATURE.has(data.type)) return;
  await enqueue(
    db,
    notificationEmailQueue,
    userIds.map((userId) => ({ userId, data })),
  );
}

/** Sends one notification e-mail: to the address and in the language as they are now, verified and not banned only. */
export function notificationEmailHandler(deps: { database: Database; mailer: Mailer; appUrl: string }): JobHandler<NotificationEmailJob> {
  return {
    queue: notificationEmailQueue,
    async handle({ userId, data }) {
      const [recipient] = await deps.database.db
        .select({ email: user.email, lang: user.lang })
        .from(user)
        .where(and(eq(user.id, userId), eq(user.emailVerified, true), sql`${user.banned} is not true`));
      if (!recipient) return;
      await deps.mailer.send(notificationEmail({ to: recipient.email, lang: recipient.lang, data, appUrl: deps.appUrl }));
    },
  };
}
