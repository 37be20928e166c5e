import { accountExistsEmailHandler, accountExistsEmailQueue } from "./auth/account-exists-email.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { inactivitySweepHandler, inactivitySweepQueue } from "./modules/account/service.ts";
import { carpoolSweepHandler, carpoolSweepQueue } from "./modules/carpool/service.ts";
import { discordPostHandler, discordPostQueue } from "./modules/discord/service.ts";
import { gameReminderSweepHandler, gameReminderSweepQueue } from "./modules/game-reminders/service.ts";
import { notificationEmailHandler, notificationEmailQueue } from "./modules/notifications/live.ts";
import { pushHandler, pushQueue, vapidKeysOf } from "./modules/push/service.ts";
import { teamInvitationEmailHandler, teamInvitationEmailQueue } from "./modules/teams/service.ts";
import { installJobQueues, startJobRunner, type JobHandler, type JobQueue, type JobRunner } from "./platform/jobs.ts";
import type { Mailer } from "./platform/mail.ts";
import type { Storage } from "./platform/storage.ts";

/** Every queue of background work (docs/decisions/033). */
export const jobQueues: readonly JobQueue<unknown>[] = [
  notificationEmailQueue,
  pushQueue,
  discordPostQueue,
  teamInvitationEmailQueue,
  accountExistsEmailQueue,
  gameReminderSweepQueue,
  carpoolSweepQueue,
  inactivitySweepQueue,
];

/** The schema's migrations, then pg-boss's and our queues: before anything runs or queues a job. */
export async function prepareDatabase(database: Database) {
  await database.migrate();
  await installJobQueues(database, jobQueues);
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** This process's workers for every queue, and the sweeps' schedules. */
export function startJobs(deps: { config: Config; database: Database; mailer: Mailer; storage: Storage; log: Log }): JobRunner {
  const { config, database, mailer, storage, log } = deps;
  const appUrl = config.publicAppUrl;
  const handlers: JobHandler<unknown>[] = [
    notificationEmailHandler({ database, mailer, appUrl }),
    pushHandler({
      database,
      keys: vapidKeysOf(config),
      subject: config.push.subject,
      log,
      endpointRules: { allowLoopback: config.push.allowLoopbackEndpoints },
    }),
    discordPostHandler({ database, apiUrl: config.discord.apiUrl, appUrl, imageUrl: storage.publicUrl, log }),
    teamInvitationEmailHandler({ database, mailer, appUrl }),
    accountExistsEmailHandler({ database, mailer, appUrl }),
    gameReminderSweepHandler({ db: database.db, log }),
    carpoolSweepHandler({ db: database.db, log }),
    inactivitySweepHandler({ db: database.db, mailer, storage, appUrl, log }),
  ] as JobHandler<unknown>[];
  return startJobRunner({
    database,
    handlers,
    schedules: [
      { queue: gameReminderSweepQueue, cron: config.jobs.gameReminderSweepCron },
      { queue: carpoolSweepQueue, cron: config.jobs.carpoolSweepCron },
      { queue: inactivitySweepQueue, cron: config.jobs.inactivitySweepCron },
    ],
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    log,
  });
}
