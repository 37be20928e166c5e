import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { FailedJob } from "@escouade/contracts/moderation";
import type { Database, Db } from "../db/client.ts";
import { listenerOf } from "./bus.ts";

/*
 * Background work as durable jobs in the database itself, on pg-boss (docs/decisions/033): a job
 * is a row written in the same transaction as the change that causes it, so it exists exactly when
 * that change does, outlives a crash of the process that queued it, and is taken by one process
 * only (SELECT … FOR UPDATE SKIP LOCKED). Failed attempts are retried with backoff; jobs that
 * finally fail stay in pg-boss's tables, where admins read them (`failedJobs`).
 */

/** pg-boss's own schema, beside ours. */
export const JOB_SCHEMA = "pgboss";
/** NOTIFYed with a queue's name at the commit of the transaction that queued a job: workers fetch at once instead of at their next poll. */
export const JOBS_WAKE_CHANNEL = "escouade_jobs";

export interface JobQueue<T> {
  readonly name: string;
  /** Attempts after the first. */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) at each next one. */
  readonly retryDelaySeconds: number;
  /** An attempt still running after this long is failed (and retried): it must outlast every timeout inside it. */
  readonly expireInSeconds: number;
  /** "stately": at most one job waiting and one running (the periodic sweeps). */
  readonly policy: "standard" | "stately";
  /** How many jobs this process works at once. */
  readonly concurrency: number;
  /** Never read: carries the data's type from the queue to `enqueue` and the handler. */
  readonly __data?: T;
}

export function jobQueue<T extends object>(name: string, options: Partial<Omit<JobQueue<T>, "name" | "__data">> = {}): JobQueue<T> {
  return { name, retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 120, policy: "standard", concurrency: 1, ...options };
}

/** Runs pg-boss's statements on a connection it does not own: a caller's transaction (docs/decisions/033). */
type JobExecutor = PgBoss.Db;

/**
 * pg's way of sending values, which pg-boss's statements expect: plain objects as JSON text, and
 * `undefined` as NULL. Dates, arrays and scalars the drivers send themselves.
 */
function valueOf(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}

/** Rows of a drizzle `execute`: an array on postgres-js, `{ rows }` on PGlite. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}

/**
 * pg-boss's statements through a caller's drizzle transaction: `$n` become drizzle parameters.
 * Only for the statements that queue jobs (single statements, no dollar-quoting).
 */
function throughDrizzle(db: Pick<Db, "execute">): JobExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${valueOf(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      return { rows: rowsOf(await db.execute(sql.join(chunks))) };
    },
  };
}

/**
 * Where pg-boss runs its own statements (polling, maintenance, its schema's scripts): on
 * PostgreSQL, a small pool of its own driver, as it is meant to be used; on the embedded PGlite,
 * that one in-process database.
 */
export function jobConnectionOf(database: Database): Pick<PgBoss.ConstructorOptions, "connectionString" | "max" | "db"> {
  if (database.url) return { connectionString: database.url, max: 3 };
  const pglite = database.db.$client as unknown as PGlite;
  return {
    db: {
      async executeSql(text, values) {
        // Several statements (its install and migration scripts) only go without parameters.
        if (!values || values.length === 0) return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
        return { rows: (await pglite.query(text, values.map(valueOf))).rows as Record<string, unknown>[] };
      },
    },
  };
}

/** Only ever queues through a caller's transaction (`enqueue`): its own connection is never used. */
const queuer = new PgBoss({
  schema: JOB_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error("jobs are queued through a transaction (platform/jobs.ts enqueue)")),
  },
});

export interface EnqueueOptions {
  /** Not before then (a reminder's hour). */
  startAfter?: Date;
  /**
   * With `singletonSeconds`: at most one job with this key per slot of that many seconds (pg-boss's
   * throttling), a second one is dropped. Alone, it only dedupes on "stately" queues.
   */
  singletonKey?: string;
  singletonSeconds?: number;
}

/**
 * Queues jobs inside the caller's transaction: they exist once it commits, and never if it rolls
 * back. Workers of every process are woken at that commit.
 */
export async function enqueue<T extends object>(db: Pick<Db, "execute">, queue: JobQueue<T>, items: readonly T[], options: EnqueueOptions = {}) {
  if (items.length === 0) return;
  // pg-boss drops a job whose queue does not exist: refuse it instead, the transaction with it.
  const [known] = rowsOf(await db.execute(sql`select 1 as known from ${sql.raw(JOB_SCHEMA)}.queue where name = ${queue.name}`));
  if (!known) throw new Error(`the job queue "${queue.name}" is not installed (platform/jobs.ts installJobQueues)`);
  const executor = throughDrizzle(db);
  const jobs = items.map((data) => ({
    name: queue.name,
    data,
    startAfter: options.startAfter?.toISOString(),
    singletonKey: options.singletonKey,
    singletonSeconds: options.singletonSeconds,
  }));
  await queuer.insert(jobs, { db: executor });
  await db.execute(sql`select pg_notify(${JOBS_WAKE_CHANNEL}, ${queue.name})`);
}

function queueOptions(queue: JobQueue<unknown>): PgBoss.Queue {
  return {
    name: queue.name,
    policy: queue.policy,
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: queue.expireInSeconds,
    // Jobs waiting longer than this are dropped (a reminder a week late is no reminder).
    retentionDays: 7,
  };
}

/**
 * Installs (or upgrades) pg-boss's schema and our queues, with their current options. Run with
 * the migrations, before anything queues a job: a job for a queue that does not exist would be
 * dropped, so `enqueue` refuses it instead, with the transaction that asked.
 */
export async function installJobQueues(database: Database, queues: readonly JobQueue<unknown>[]) {
  const boss = new PgBoss({ schema: JOB_SCHEMA, ...jobConnectionOf(database), migrate: true, supervise: false, schedule: false });
  boss.on("error", () => {});
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const queue of queues) {
    if (existing.has(queue.name)) await boss.updateQueue(queue.name, queueOptions(queue));
    else await boss.createQueue(queue.name, queueOptions(queue));
  }
  await boss.stop({ graceful: false });
}

/** What a queue's jobs do; a throw fails the attempt, which is retried until the queue's limit. */
export interface JobHandler<T> {
  queue: JobQueue<T>;
  handle(data: T, job: { id: string }): Promise<void>;
}

/** A queue whose job is queued by pg-boss on a cron schedule, once for all processes; `null` turns it off. */
export interface JobSchedule {
  queue: JobQueue<Record<string, never>>;
  cron: string | null;
}

export interface JobRunnerOptions {
  database: Database;
  handlers: readonly JobHandler<unknown>[];
  schedules: readonly JobSchedule[];
  /** The fallback when a wake-up is missed, and how soon a retry due is seen. */
  pollingIntervalSeconds: number;
  /** How often expired attempts (a killed process's) are failed and retried, and old jobs archived. */
  maintenanceIntervalSeconds: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface JobRunner {
  /** Settles after the first attempt to start, whether it worked or not (a failed one is retried in the background). */
  readonly firstAttempt: Promise<void>;
  /** Stops fetching, waits (a few seconds at most) for the jobs in hand; those still running are failed and retried. */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5_000;
const RESTART_DELAY_MAX_MS = 30_000;

/** Starts pg-boss with this process's workers and the schedules; throws when the database cannot be reached. */
async function startBoss(options: JobRunnerOptions): Promise<{ boss: PgBoss; workerIds: Map<string, string[]> }> {
  const { log } = options;
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    ...jobConnectionOf(options.database),
    migrate: false,
    supervise: true,
    schedule: options.schedules.length > 0,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    // Failed jobs stay where admins look for a month.
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 30,
  });
  boss.on("error", (error) => log.error({ err: error }, "background jobs: pg-boss reported an error"));
  try {
    await boss.start();
    const workerIds = new Map<string, string[]>();
    for (const { queue, handle } of options.handlers as readonly JobHandler<object>[]) {
      const ids: string[] = [];
      for (let i = 0; i < queue.concurrency; i += 1) {
        const id = await boss.work<object>(queue.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds }, async ([job]) => {
          if (!job) return;
          try {
            await handle(job.data, { id: job.id });
          } catch (error) {
            log.warn({ err: error, queue: queue.name, jobId: job.id }, "a background job failed: it is retried later, up to its queue's limit");
            throw error;
          }
        });
        ids.push(id);
      }
      workerIds.set(queue.name, ids);
    }
    for (const { queue, cron } of options.schedules) {
      if (cron) await boss.schedule(queue.name, cron, {}, { tz: "UTC" });
      else await boss.unschedule(queue.name);
    }
    return { boss, workerIds };
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
}

/**
 * This process's workers for every handled queue, and the schedules; buildApp starts it once. A
 * database unreachable at start-up does not stop the server (it answers /readyz 503): the runner
 * tries again, waiting longer each time, and the jobs wait in the database meanwhile.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log } = options;
  const stopping = new AbortController();
  let running: { boss: PgBoss; workerIds: Map<string, string[]> } | null = null;
  let settleFirst!: () => void;
  const firstAttempt = new Promise<void>((resolve) => (settleFirst = resolve));

  const started = (async () => {
    for (let attempt = 0; !stopping.signal.aborted; attempt += 1) {
      try {
        running = await startBoss(options);
        settleFirst();
        return;
      } catch (error) {
        log.error({ err: error }, "background jobs: could not start, trying again");
        settleFirst();
      }
      const delay = Math.min(RESTART_DELAY_MAX_MS, 1000 * 2 ** attempt);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        stopping.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
  })();

  const unlistening = listenerOf(database)(
    JOBS_WAKE_CHANNEL,
    (name) => {
      for (const id of running?.workerIds.get(name) ?? []) running?.boss.notifyWorker(id);
    },
    () => {},
  ).catch((error: unknown) => {
    log.error({ err: error }, "background jobs: could not LISTEN for new jobs, they are found by polling");
    return null;
  });

  return {
    firstAttempt,
    async stop() {
      stopping.abort();
      await started;
      await (
        await unlistening
      )?.();
      await running?.boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}

/** Failed jobs, newest first, still waiting in the queue table or archived (pg-boss's tables, read as its documentation lays them out). */
export async function listFailedJobs(db: Pick<Db, "execute">, limit: number): Promise<FailedJob[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select id, name, retry_count, created_on, completed_on, output from ${sql.raw(JOB_SCHEMA)}.job where state = 'failed'
      union all
      select id, name, retry_count, created_on, completed_on, output from ${sql.raw(JOB_SCHEMA)}.archive where state = 'failed'
      order by completed_on desc nulls last
      limit ${limit}`),
  );
  return rows.map((row) => {
    const output = row.output as { message?: unknown } | null;
    return {
      id: String(row.id),
      queue: String(row.name),
      attempts: Number(row.retry_count) + 1,
      createdAt: new Date(row.created_on as string),
      failedAt: row.completed_on ? new Date(row.completed_on as string) : null,
      error: output && typeof output.message === "string" ? output.message.slice(0, 500) : null,
    };
  });
}
