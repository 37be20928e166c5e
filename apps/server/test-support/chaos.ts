import { setTimeout as sleep } from "node:timers/promises";
import type postgres from "postgres";
import { APP_ORIGIN } from "./app.ts";

/** A database URL whose connections carry a name, so a test finds one server's backends in pg_stat_activity. */
export function withApplicationName(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set("application_name", name);
  return named.toString();
}

/**
 * A transaction of the test's own that takes row locks and keeps them until released: a real
 * request then waits behind it, in flight for as long as the test needs, with no test-only route.
 */
export async function holdLocks(sql: postgres.Sql, lock: (tx: postgres.TransactionSql) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const locked = new Promise<void>((resolve) => (taken = resolve));
  let pid = 0;
  const transaction = sql.begin(async (tx) => {
    await lock(tx);
    const [backend] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
    pid = backend!.pid;
    taken();
    await released;
  });
  await Promise.race([locked, transaction]);
  return {
    /** Its backend: what the requests it holds up are blocked by. */
    pid,
    async release() {
      release();
      await transaction;
    },
  };
}

/** Retries `attempt` until it gives a value, or fails saying what never came. */
export async function eventually<T>(what: string, attempt: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

/** Resolves with the statements of `applicationName`'s backends once `count` of them wait on a lock that `holder` (a pid) holds. */
export async function waitUntilBlocked(sql: postgres.Sql, applicationName: string, holder: number, count = 1, timeoutMs = 15_000) {
  try {
    return await eventually(
      `${count} backend(s) of ${applicationName} blocked by ${holder}`,
      async () => {
        const rows = await sql<{ query: string }[]>`
          select query from pg_stat_activity
          where application_name = ${applicationName} and ${holder}::int = any(pg_blocking_pids(pid))`;
        return rows.length >= count ? rows.map((row) => row.query) : null;
      },
      timeoutMs,
    );
  } catch (error) {
    const activity =
      await sql`select state, wait_event_type, wait_event, left(query, 120) as query from pg_stat_activity where application_name = ${applicationName}`;
    throw new Error(`${(error as Error).message}; its backends: ${JSON.stringify(activity)}`);
  }
}

/** Resolves once PostgreSQL has no backend left for `applicationName`: what they held is released. */
export function waitUntilGone(sql: postgres.Sql, applicationName: string, timeoutMs = 20_000) {
  return eventually(
    `the backends of ${applicationName} to end`,
    async () => ((await sql`select 1 from pg_stat_activity where application_name = ${applicationName}`).length === 0 ? true : null),
    timeoutMs,
  );
}

/** registerForGame over HTTP, as the web sends it; "no answer" when the connection died first. */
export async function registerOverHttp(serverUrl: string, cookie: string, gameId: number): Promise<{ status: number; body: string } | "no answer"> {
  try {
    const response = await fetch(`${serverUrl}/trpc/registrations.registerForGame`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_ORIGIN, cookie },
      body: JSON.stringify({ json: { gameId, replicas: [{ powerClass: "aeg", fps: 330, name: "" }], rulesAccepted: true, rulesVersion: 1 } }),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") throw new Error("registerForGame hung for 30 s");
    return "no answer";
  }
}
