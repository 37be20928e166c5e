/**
 * `pnpm bench`: the bus ceiling (docs/budgets.md). How many notifications per second one PostgreSQL
 * carries through LISTEN/NOTIFY to four listening server processes before delivery degrades.
 * Four real server processes (each its own LISTEN and bus) hold live streams (GET /live); the
 * bench inserts notifications through the real path (notifyUsers in a transaction, a few
 * recipients each) at a rising rate for a few seconds per step, and times each from before its
 * transaction to its receipt. The ceiling is the highest rate that was kept up with (>= 95 % of
 * it delivered within the step) at p95 < 100 ms. Everything stays on 127.0.0.1.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { notifyUsers } from "../apps/server/src/modules/notifications/service.ts";
// The server's test support, reused here, declares vitest's provided context in its global setup.
import type {} from "../apps/server/test-support/global-setup.ts";
import { createPlayer } from "../apps/server/test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../apps/server/test-support/server-process.ts";
import { sessionCookieFor } from "../apps/server/test-support/sessions.ts";
import { benchDatabase, cpuMs, giveUpAfter, inBatches, percentile, readEventStream } from "./support.ts";

const PROCESSES = 4;
const SUBSCRIBERS_PER_PROCESS = Number(process.env.BENCH_BUS_SUBSCRIBERS ?? 50);
const RATES = (process.env.BENCH_BUS_RATES ?? "250,500,1000,1500,2000,3000,4000,6000,8000").split(",").map(Number);
const STEP_MS = Number(process.env.BENCH_BUS_STEP_MS ?? 4_000);
const DRAIN_MS = 2_000;
// Recipients per transaction: a notifying change usually tells one to a few users.
const PER_TRANSACTION = Number(process.env.BENCH_BUS_PER_TRANSACTION ?? 4);
const TICK_MS = 20;
// Transactions in flight at once, at most (publisher pools of 10 connections): past it, the publisher falls behind.
const PUBLISHER_POOLS = 3;
const IN_FLIGHT = PUBLISHER_POOLS * 10;
const BUDGET_P95_MS = 100;
const KEPT_UP = 0.95;
const TIME_LIMIT_MS = 4 * 60_000;

giveUpAfter("bus-ceiling", TIME_LIMIT_MS);

const benchDb = await benchDatabase("escouade_bench_bus");
const database = createDatabase({ kind: "postgres", url: benchDb.url });
const publishers = Array.from({ length: PUBLISHER_POOLS }, () => createDatabase({ kind: "postgres", url: benchDb.url }));
const loadAtStart = loadavg();
const servers: ServerProcess[] = [];
const streams: { close(): void }[] = [];

const now = () => performance.timeOrigin + performance.now();

/** Busy and total jiffies of the whole machine (every core), from /proc/stat. */
function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3]! + values[4]!;
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

interface Step {
  rate: number;
  published: number;
  /** Delivery times of this step's notifications that arrived before the step's drain ended. */
  latencies: number[];
  open: boolean;
}
const steps: Step[] = [];

/** GET /live read bare: each notification names its step and when it was sent. */
function openStream(serverUrl: string, cookie: string): Promise<{ close(): void }> {
  return readEventStream(`${serverUrl}/live`, cookie, "event: ready", (event) => {
    const sent = /"username":"s(\d+)-([\d.]+)"/.exec(event);
    const step = sent && steps[Number(sent[1])];
    if (step?.open) step.latencies.push(now() - Number(sent![2]));
  });
}

const ping = (step: number): Parameters<typeof notifyUsers>[2] => ({
  type: "ping",
  payload: { friend: { id: "bench", username: `s${step}-${now().toFixed(1)}` } },
});

function pickDistinct<T>(items: readonly T[], count: number): T[] {
  const picked = new Set<T>();
  while (picked.size < count) picked.add(items[Math.floor(Math.random() * items.length)]!);
  return [...picked];
}

/** Publishes at `rate` per second for STEP_MS, in transactions of PER_TRANSACTION recipients. */
async function publish(stepIndex: number, rate: number, recipients: string[]) {
  const step: Step = { rate, published: 0, latencies: [], open: true };
  steps[stepIndex] = step;
  let inFlight = 0;
  let asked = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  for (let elapsed = 0; elapsed < STEP_MS; elapsed = performance.now() - started) {
    // On schedule with the clock; what the pool could not take in time is dropped, not queued.
    const due = Math.floor((rate * elapsed) / 1000);
    if (due - asked > PER_TRANSACTION * IN_FLIGHT) asked = due - PER_TRANSACTION * IN_FLIGHT;
    while (asked + PER_TRANSACTION <= due && inFlight < IN_FLIGHT) {
      const users = pickDistinct(recipients, PER_TRANSACTION);
      inFlight += 1;
      const done = publishers[asked % PUBLISHER_POOLS]!.db.transaction((tx) => notifyUsers(tx, users, ping(stepIndex)))
        .then(() => {
          step.published += users.length;
        })
        .finally(() => {
          inFlight -= 1;
          pending.delete(done);
        });
      pending.add(done);
      asked += PER_TRANSACTION;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(pending);
  const publishMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  step.open = false;
  return { step, publishMs };
}

let ceiling: number | null = null;
// The most that went through in one step while delivery stayed fast, even if the publishers fell short of the ask.
let throughput = { rate: 0, p95: 0 };
try {
  await database.migrate();
  const players = await inBatches(Array.from({ length: PROCESSES * SUBSCRIBERS_PER_PROCESS }), 20, async () => {
    const player = await createPlayer(database.db, "Bench");
    return { id: player.id, cookie: (await sessionCookieFor(database.db, player.id)).header };
  });
  servers.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess({ DATABASE_URL: benchDb.url })))));
  streams.push(...(await inBatches(players, 50, (player, i) => openStream(servers[i % PROCESSES]!.url, player.cookie))));
  const recipients = players.map((player) => player.id);

  console.log(
    `bus ceiling: LISTEN/NOTIFY on one PostgreSQL to ${PROCESSES} server processes (${SUBSCRIBERS_PER_PROCESS} live streams each), ` +
      `${PER_TRANSACTION} recipient${PER_TRANSACTION > 1 ? "s" : ""} per transaction, ${STEP_MS / 1000} s per step`,
  );
  console.log(`  ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at start`);
  for (const [index, rate] of RATES.entries()) {
    const cpuBefore = servers.map((server) => cpuMs(server.pid));
    const ownBefore = process.cpuUsage();
    const machineBefore = machineTicks();
    const { step, publishMs } = await publish(index, rate, recipients);
    const serverCpu = servers.map((server, i) => cpuMs(server.pid) - cpuBefore[i]!);
    const own = process.cpuUsage(ownBefore);
    const machine = machineTicks();
    const machineBusy = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total);
    const latencies = step.latencies.sort((a, b) => a - b);
    const achieved = (latencies.length / publishMs) * 1000;
    const keptUp = latencies.length >= step.published * KEPT_UP && step.published >= ((rate * STEP_MS) / 1000) * KEPT_UP;
    const fast = percentile(latencies, 95) < BUDGET_P95_MS;
    if (keptUp && fast) ceiling = rate;
    if (fast && achieved > throughput.rate) throughput = { rate: achieved, p95: percentile(latencies, 95) };
    console.log(
      `  ${String(rate).padStart(5)}/s asked: ${String(Math.round((step.published / publishMs) * 1000)).padStart(5)}/s published, ` +
        `${String(Math.round(achieved)).padStart(5)}/s delivered (${latencies.length}/${step.published}), ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms; ` +
        `CPU: servers ${serverCpu.map((ms) => Math.round((ms / (publishMs + DRAIN_MS)) * 100)).join("/")} %, ` +
        `bench ${Math.round(((own.user + own.system) / 1000 / (publishMs + DRAIN_MS)) * 100)} %, machine ${Math.round(machineBusy * 100)} % busy` +
        `${keptUp && fast ? "" : keptUp ? "  (slow)" : "  (fell behind)"}`,
    );
    // Past the first step that degrades, the next ones only degrade more: stop there.
    if (!(keptUp && fast)) break;
  }
  console.log(
    ceiling === null
      ? `  ceiling: below ${RATES[0]}/s on this machine`
      : `  ceiling: ${ceiling} notifications/s (the highest step kept up with at p95 < ${BUDGET_P95_MS} ms${ceiling === RATES.at(-1) ? "; not reached, raise BENCH_BUS_RATES" : ""})`,
  );
  console.log(`  most delivered in a step at p95 < ${BUDGET_P95_MS} ms: ${Math.round(throughput.rate)} notifications/s (p95 ${throughput.p95.toFixed(1)} ms)`);
} finally {
  for (const stream of streams) stream.close();
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([database, ...publishers].map((db) => db.close()));
  await benchDb.drop();
}
