/**
 * Chaos: background e-mails are durable jobs (docs/decisions/033). A process killed while its
 * e-mail is in flight, an SMTP server down for two minutes, two processes working one queue:
 * every e-mail leaves, and leaves once.
 *
 * The three run at once, so that the waits (an outage, a dead process's attempt expiring)
 * overlap. Each has its own database: workers of one would take the others' jobs.
 *
 * The queue's own clock is minutes (an attempt expires after 120 s, retries start 15 s apart and
 * double): a test on it would mostly wait. The queue is installed with those settings, which the
 * tests check; then they shorten them on their own database, the way an operator could, so that
 * the same sequence of attempts plays out in seconds.
 */
import { createServer, type Server, type Socket } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client.ts";
import { user } from "./db/schema/index.ts";
import { notifyUsers } from "./modules/notifications/service.ts";
import { APP_ORIGIN, createTestApp, type TestApp } from "../test-support/app.ts";
import { startSmtpSink, type SmtpSink } from "../test-support/mail.ts";
import { createOwnDatabase } from "../test-support/own-database.ts";
import { createPlayer } from "../test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../test-support/server-process.ts";
import { signedInPlayer } from "../test-support/two-processes.ts";

const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function ownDatabase(label: string): Promise<{ url: string; database: Database }> {
  const own = await createOwnDatabase(label);
  cleanups.push(() => own.drop());
  return own;
}

/** An SMTP server that accepts connections and never says a word: a send hangs until its timeout. */
async function startSilentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function emailOf(database: Database, userId: string) {
  const [row] = await database.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row!.email;
}

/** The notification e-mail jobs of one recipient, by state. */
async function emailJobStates(database: Database, userId: string): Promise<string[]> {
  const rows = await database.db.execute<{ state: string }>(
    sql`select state::text as state from pgboss.job where name = 'notification-email' and data->>'userId' = ${userId}`,
  );
  return [...rows].map((row) => row.state);
}

async function eventually<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The notification e-mail queue as installed, then with a shorter clock for the jobs queued from
 * now on (a job keeps the expiry and retry delay its queue had when it was queued).
 */
async function shortenQueueClock(database: Database, settings: { expireSeconds: number; retryDelaySeconds: number }) {
  const [installed] = await database.db.execute<{ retry_limit: number; retry_delay: number; retry_backoff: boolean; expire_seconds: number }>(
    sql`select retry_limit, retry_delay, retry_backoff, expire_seconds from pgboss.queue where name = 'notification-email'`,
  );
  expect(installed).toEqual({ retry_limit: 8, retry_delay: 15, retry_backoff: true, expire_seconds: 120 });
  await database.db.execute(
    sql`update pgboss.queue set expire_seconds = ${settings.expireSeconds}, retry_delay = ${settings.retryDelaySeconds} where name = 'notification-email'`,
  );
}

describe.concurrent("background e-mails", () => {
  it("a process killed while its e-mail is in flight: the e-mail leaves exactly once after a restart", { timeout: 120_000 }, async () => {
    const { url, database } = await ownDatabase("killed");
    const silent = await startSilentSmtp();
    cleanups.push(() => silent.close());
    const victim: ServerProcess = await startServerProcess({ DATABASE_URL: url, SMTP_URL: silent.url });
    cleanups.push(() => victim.stop());
    // The attempt in hand expires 10 s after it began (120 s on the queue), then waits a retry delay
    // from 1 s (15 s).
    await shortenQueueClock(database, { expireSeconds: 10, retryDelaySeconds: 1 });

    const sender = await signedInPlayer(database.db, "Sender");
    const recipient = await createPlayer(database.db, "Recipient");
    const response = await fetch(`${victim.url}/trpc/friends.sendFriendRequest`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_ORIGIN, cookie: sender.cookie },
      body: JSON.stringify({ json: { userId: recipient.id } }),
    });
    expect(response.status, await response.text()).toBe(200);
    // Committed, taken by the victim's worker, stuck on the silent SMTP server: now it dies.
    await eventually("the e-mail job is in hand", async () => (await emailJobStates(database, recipient.id)).includes("active"), 15_000);
    victim.kill("SIGKILL");
    await victim.exited;

    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    // The heir installs the queue's settings again at its start: the job keeps the ones it was queued with.
    const heir = await startServerProcess({ DATABASE_URL: url, SMTP_URL: sink.smtpUrl, JOBS_MAINTENANCE_SECONDS: "1", JOBS_POLL_SECONDS: "0.5" });
    cleanups.push(() => heir.stop());
    const email = await emailOf(database, recipient.id);
    await sink.waitForMail(email, { timeoutMs: 60_000 });
    // Time for a second copy to show up, were there one: several maintenance rounds and polls.
    await pause(5_000);
    expect(await sink.messages(email)).toHaveLength(1);
    expect(await emailJobStates(database, recipient.id)).toEqual(["completed"]);
  });

  it("an SMTP server down for 30 s, through several retries: every e-mail queued meanwhile arrives once it is back", { timeout: 180_000 }, async () => {
    const { database } = await ownDatabase("outage");
    const first = await startSmtpSink();
    const port = first.smtpPort;
    const app: TestApp = await createTestApp({ database, smtpUrl: first.smtpUrl, env: { JOBS_POLL_SECONDS: "0.5" } });
    cleanups.push(() => app.close());
    await first.stop();

    const players = await Promise.all(["Un", "Deux", "Trois", "Quatre", "Cinq"].map((label) => createPlayer(database.db, `Outage${label}`)));
    // The queue's own retry delay, 15 s, doubles past an hour of outage. From 1 s, the retries come
    // 1-2, 3-6, 7-14 and 15-30 s after the first attempt: a 30 s outage fails each job four or five
    // times (two minutes at 2 s did five or six), and the next attempt, 31 to 62 s in, finds the
    // server back.
    await shortenQueueClock(database, { expireSeconds: 120, retryDelaySeconds: 1 });
    const down = Date.now();
    await database.db.transaction(async (tx) => {
      for (const player of players) await notifyUsers(tx, [player.id], { type: "friend_request", payload: { friend: { id: "f-1", username: "Panne" } } });
    });
    // Every job fails while the server is away, and none is given up.
    await eventually(
      "every job has failed an attempt",
      async () => {
        const states = (await Promise.all(players.map((player) => emailJobStates(database, player.id)))).flat();
        return states.length === players.length && states.every((state) => state === "retry" || state === "active");
      },
      30_000,
    );
    await pause(Math.max(0, 30_000 - (Date.now() - down)));
    for (const player of players) expect(await emailJobStates(database, player.id)).not.toContain("failed");
    // Each has been retried at least three times by then (the third retry comes 7 to 14 s in).
    const retries = await database.db.execute<{ retry_count: number }>(
      sql`select retry_count from pgboss.job where name = 'notification-email' and data->>'userId' in ${sql`(${sql.join(
        players.map((player) => sql`${player.id}`),
        sql`, `,
      )})`}`,
    );
    expect([...retries].map((row) => row.retry_count >= 3)).toEqual(players.map(() => true));

    const back = await startSmtpSink({ smtpPort: port });
    cleanups.push(() => back.stop());
    for (const player of players) {
      const email = await emailOf(database, player.id);
      await back.waitForMail(email, { timeoutMs: 120_000 });
    }
    await pause(2_000);
    for (const player of players) expect(await back.messages(await emailOf(database, player.id))).toHaveLength(1);
  });

  it("two processes working one queue never send the same e-mail twice", { timeout: 120_000 }, async () => {
    const { url, database } = await ownDatabase("two");
    const sink: SmtpSink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const env = { DATABASE_URL: url, SMTP_URL: sink.smtpUrl, JOBS_POLL_SECONDS: "0.5" };
    const [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanups.push(
      () => one.stop(),
      () => two.stop(),
    );

    const players = await Promise.all(Array.from({ length: 30 }, (_, i) => createPlayer(database.db, `Duo${i}`)));
    // Queued in one transaction: both processes are woken at its commit and race for the jobs.
    await database.db.transaction(async (tx) => {
      await notifyUsers(
        tx,
        players.map((player) => player.id),
        { type: "friend_request", payload: { friend: { id: "f-2", username: "Binome" } } },
      );
    });
    const emails = await Promise.all(players.map((player) => emailOf(database, player.id)));
    for (const email of emails) await sink.waitForMail(email, { timeoutMs: 60_000 });
    await pause(3_000);
    for (const email of emails) expect(await sink.messages(email)).toHaveLength(1);
    const states = await database.db.execute<{ done: number }>(
      sql`select count(*)::int as done from pgboss.job where name = 'notification-email' and state = 'completed' and data->>'userId' in ${sql`(${sql.join(
        players.map((player) => sql`${player.id}`),
        sql`, `,
      )})`}`,
    );
    expect([...states][0]!.done).toBe(players.length);
  });
});
