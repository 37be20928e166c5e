import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../db/client.ts";
import { enqueue, installJobQueues, jobQueue, listFailedJobs, startJobRunner, type JobRunner } from "./jobs.ts";

/** Queues of this file only: no app's runner works them. */
const suffix = randomUUID().slice(0, 8);
const flaky = jobQueue<{ n: number }>(`test-flaky-${suffix}`, { retryLimit: 2, retryDelaySeconds: 1 });
const doomed = jobQueue<{ n: number }>(`test-doomed-${suffix}`, { retryLimit: 1, retryDelaySeconds: 1 });
const notInstalled = jobQueue<{ n: number }>(`test-missing-${suffix}`);

const silent = { warn: () => {}, error: () => {} };
let database: Database;
let runner: JobRunner | undefined;

beforeAll(async () => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  await installJobQueues(database, [flaky, doomed]);
});

afterAll(async () => {
  await runner?.stop();
  await database?.close();
});

async function states(queue: string, n: number) {
  const rows = await database.db.execute<{ state: string; retry_count: number }>(
    sql`select state::text as state, retry_count from pgboss.job where name = ${queue} and (data->>'n')::int = ${n}`,
  );
  return [...rows];
}

async function until<T>(probe: () => Promise<T | false | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("durable jobs", () => {
  it("exist once their transaction commits, and never when it rolls back", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, flaky, [{ n: 1 }]);
        expect(await states(flaky.name, 1)).toEqual([]);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await states(flaky.name, 1)).toEqual([]);
    await database.db.transaction((tx) => enqueue(tx, flaky, [{ n: 2 }, { n: 3 }]));
    expect((await states(flaky.name, 2)).map((row) => row.state)).toEqual(["created"]);
    expect((await states(flaky.name, 3)).map((row) => row.state)).toEqual(["created"]);
  });

  it("refuses a job for a queue that is not installed, with its transaction, rather than dropping it", async () => {
    await expect(database.db.transaction((tx) => enqueue(tx, notInstalled, [{ n: 1 }]))).rejects.toThrow(/not installed/);
  });

  it("retries a failed attempt, and shows admins the job that failed its last one", async () => {
    const attempts = new Map<number, number>();
    runner = startJobRunner({
      database,
      handlers: [
        {
          queue: flaky,
          async handle({ n }: { n: number }) {
            attempts.set(n, (attempts.get(n) ?? 0) + 1);
            if (n === 4 && attempts.get(n)! < 2) throw new Error("SMTP 421 try again later");
          },
        },
        {
          queue: doomed,
          async handle() {
            throw new Error("550 mailbox unavailable");
          },
        },
      ] as never[],
      schedules: [],
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 60,
      log: silent,
    });
    await database.db.transaction(async (tx) => {
      await enqueue(tx, flaky, [{ n: 4 }]);
      await enqueue(tx, doomed, [{ n: 5 }]);
    });
    const flakyDone = await until(async () => {
      const [row] = await states(flaky.name, 4);
      return row?.state === "completed" && row;
    });
    expect(flakyDone.retry_count).toBe(1);
    expect(attempts.get(4)).toBe(2);

    await until(async () => (await states(doomed.name, 5))[0]?.state === "failed");
    const failed = (await listFailedJobs(database.db, 100)).filter((job) => job.queue === doomed.name);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: 2, error: "550 mailbox unavailable" });
    expect(failed[0]!.failedAt).toBeInstanceOf(Date);
    // The jobs queued before the runner (the first test's) were worked too.
    expect(attempts.get(2)).toBe(1);
    expect(attempts.get(3)).toBe(1);
  });
});
