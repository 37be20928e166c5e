import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database } from "../src/db/client.ts";
import { JOB_SCHEMA, jobConnectionOf, type JobHandler } from "../src/platform/jobs.ts";
import type { MailMessage, Mailer } from "../src/platform/mail.ts";

/** A mailer that keeps what it is given. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/**
 * Works the jobs waiting in `handler`'s queue now, in this process, as a worker would (for tests
 * that call services without an app, so without a job runner). Returns how many it handled.
 */
export async function workQueuedJobs<T>(database: Database, handler: JobHandler<T>): Promise<number> {
  const boss = new PgBoss({ schema: JOB_SCHEMA, ...jobConnectionOf(database), migrate: false, supervise: false, schedule: false });
  await boss.start();
  let handled = 0;
  try {
    for (;;) {
      const jobs = await boss.fetch<T>(handler.queue.name, { batchSize: 20 });
      if (jobs.length === 0) break;
      for (const job of jobs) {
        await handler.handle(job.data, { id: job.id });
        await boss.complete(handler.queue.name, job.id);
        handled += 1;
      }
    }
  } finally {
    await boss.stop({ graceful: false });
  }
  return handled;
}

/**
 * Drops the jobs still waiting in every queue. Service tests notify without a job runner, so their
 * e-mails and pushes wait in the shared database; a file that starts the app would otherwise work
 * through every earlier file's backlog before its own mail arrives.
 */
export async function discardWaitingJobs(database: Database) {
  await database.db.execute(sql`delete from ${sql.raw(JOB_SCHEMA)}.job where state in ('created', 'retry')`);
}
