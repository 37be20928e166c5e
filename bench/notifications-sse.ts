/**
 * `pnpm bench`: one notification to 1 000 SSE subscribers spread over two real server processes
 * on one fresh PostgreSQL database (LISTEN/NOTIFY between them). Prints p50/p95 of the delivery
 * time, from the notifying transaction's commit to the subscriber's receipt, and each process's
 * memory per open stream. DESIGN §8 budget: p95 < 200 ms. Everything stays on 127.0.0.1.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { notifyUsers } from "../apps/server/src/modules/notifications/service.ts";
// The server's test support, reused here, declares vitest's provided context in its global setup.
import type {} from "../apps/server/test-support/global-setup.ts";
import { createPlayer } from "../apps/server/test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../apps/server/test-support/server-process.ts";
import { sessionCookieFor } from "../apps/server/test-support/sessions.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 5);
const TIME_LIMIT_MS = 4 * 60_000;
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `escouade_bench_sse_${process.pid}`;

// Bounded whatever happens: the server processes die with this one (see startServerProcess).
setTimeout(() => {
  console.error(`notifications-sse: gave up after ${TIME_LIMIT_MS / 1000} s`);
  process.exit(1);
}, TIME_LIMIT_MS).unref();

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = createDatabase({ kind: "postgres", url: url.toString() });
const loadAtStart = loadavg();
const servers: ServerProcess[] = [];
const streams: { close(): void }[] = [];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time (user + system) a process has used so far, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, in KiB, as the kernel counts it. */
function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map((item, i) => task(item, start + i)))));
  }
  return results;
}

/**
 * A bare SSE reader for onNotification: calls `onRound` with the round of each notification as
 * it arrives. Not tRPC's client (the tests use it): its work per event, times 1 000 in this one
 * process, would be measured instead of the servers' (a browser parses one stream).
 */
function openStream(serverUrl: string, cookie: string, onRound: (round: number) => void): Promise<{ close(): void }> {
  const input = encodeURIComponent(JSON.stringify({ json: { lastEventId: "0" } }));
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${serverUrl}/trpc/notifications.onNotification?input=${input}`,
      { headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`onNotification answered ${response.statusCode}`));
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          buffer += chunk;
          const events = buffer.split("\n\n");
          buffer = events.pop()!;
          for (const event of events) {
            if (event.startsWith("event: connected")) resolve({ close: () => request.destroy() });
            const round = /"username":"round-(\d+)"/.exec(event);
            if (round) onRound(Number(round[1]));
          }
        });
      },
    );
    request.on("error", reject);
  });
}

const ping = (round: number): Parameters<typeof notifyUsers>[2] => ({ type: "ping", payload: { friend: { id: "bench", username: `round-${round}` } } });

try {
  await database.migrate();
  const players = await inBatches(Array.from({ length: SUBSCRIBERS + 2 }), 20, async () => {
    const player = await createPlayer(database.db, "Bench");
    return { id: player.id, cookie: (await sessionCookieFor(database.db, player.id)).header };
  });
  const subscribers = players.slice(0, SUBSCRIBERS);
  const warmUpPlayers = players.slice(SUBSCRIBERS);

  servers.push(...(await Promise.all([1, 2].map(() => startServerProcess({ DATABASE_URL: url.toString() })))));

  // Warm each process up (first subscription, first delivery) before measuring its baseline memory.
  await Promise.all(
    servers.map(async (server, i) => {
      let markReceived!: () => void;
      const received = new Promise<void>((resolve) => (markReceived = resolve));
      const warm = await openStream(server.url, warmUpPlayers[i]!.cookie, markReceived);
      await notifyUsers(database.db, [warmUpPlayers[i]!.id], ping(0));
      await received;
      warm.close();
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBefore = servers.map((server) => rssKiB(server.pid));

  // Each subscriber records when each round's notification reaches it.
  const receivedAt = subscribers.map(() => new Map<number, number>());
  const openStarted = performance.now();
  streams.push(
    ...(await inBatches(subscribers, 100, (subscriber, i) =>
      openStream(servers[i % servers.length]!.url, subscriber.cookie, (round) => receivedAt[i]!.set(round, performance.now())),
    )),
  );
  const openMs = performance.now() - openStarted;

  async function everyoneReceived(round: number) {
    const deadline = performance.now() + 30_000;
    while (receivedAt.some((rounds) => !rounds.has(round))) {
      if (performance.now() > deadline) {
        const missing = receivedAt.filter((rounds) => !rounds.has(round)).length;
        throw new Error(`round ${round}: ${missing} subscribers still waiting after 30 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** One notification to every subscriber, in one transaction; times from its commit. */
  async function notifyEveryone(round: number) {
    const cpuBefore = servers.map((server) => cpuMs(server.pid));
    const started = performance.now();
    await database.db.transaction((tx) => notifyUsers(tx, subscribers.map((s) => s.id), ping(round)));
    const committed = performance.now();
    await everyoneReceived(round);
    return {
      latencies: receivedAt.map((rounds) => rounds.get(round)! - committed).sort((a, b) => a - b),
      commitMs: committed - started,
      serverCpuMs: servers.map((server, i) => cpuMs(server.pid) - cpuBefore[i]!),
    };
  }

  // Round 0 proves every stream is live (each asked from lastEventId 0, so none can miss it).
  await notifyEveryone(0);
  const rssAfter = servers.map((server) => rssKiB(server.pid));
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) rounds.push(await notifyEveryone(round));

  const perProcess = SUBSCRIBERS / servers.length;
  console.log(`notifications over SSE: ${SUBSCRIBERS} subscribers on ${servers.length} server processes (${perProcess} each), ${ROUNDS} notifications to all`);
  console.log(`  ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at start; streams opened in ${(openMs / 1000).toFixed(1)} s`);
  rounds.forEach(({ latencies, commitMs, serverCpuMs }, i) => {
    console.log(
      `  round ${i + 1}: commit → receipt p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms` +
        `   (insert + commit ${commitMs.toFixed(0)} ms; server CPU ${serverCpuMs.join(" + ")} ms)`,
    );
  });
  const all = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  console.log(`  all rounds: p50 ${percentile(all, 50).toFixed(1)} ms   p95 ${percentile(all, 95).toFixed(1)} ms   (budget: p95 < 200 ms)`);
  servers.forEach((_, i) => {
    const perStreamKiB = (rssAfter[i]! - rssBefore[i]!) / perProcess;
    console.log(
      `  process ${i + 1}: RSS ${(rssBefore[i]! / 1024).toFixed(1)} MiB → ${(rssAfter[i]! / 1024).toFixed(1)} MiB with ${perProcess} streams open: ${perStreamKiB.toFixed(1)} KiB per stream`,
    );
  });
} finally {
  for (const stream of streams) stream.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
