/**
 * `pnpm bench`: one notification to 1 000 live subscribers spread over two real server processes
 * on one fresh PostgreSQL database (LISTEN/NOTIFY between them), through the tab's stream GET /live
 * and, for comparison, through tRPC's onNotification. Prints p50/p95 of the delivery time, from
 * the notifying transaction's commit to the subscriber's receipt, each process's memory per open
 * stream, and the servers' CPU per connection per event, against the budgets of docs/budgets.md (p95 < 100 ms,
 * <= 40 KiB per open stream). Everything stays on 127.0.0.1.
 */
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { notifyUsers } from "../apps/server/src/modules/notifications/service.ts";
// The server's test support, reused here, declares vitest's provided context in its global setup.
import type {} from "../apps/server/test-support/global-setup.ts";
import { createPlayer } from "../apps/server/test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../apps/server/test-support/server-process.ts";
import { sessionCookieFor } from "../apps/server/test-support/sessions.ts";
import { benchDatabase, cpuMs, freePort, giveUpAfter, inBatches, percentile, readEventStream, rssKiB } from "./support.ts";

const SUBSCRIBERS = Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 20);
// The tRPC path is only a comparison: fewer rounds, and BENCH_LIVE_COMPARE=0 skips it.
const TRPC_ROUNDS = process.env.BENCH_LIVE_COMPARE === "0" ? 0 : Number(process.env.BENCH_LIVE_TRPC_ROUNDS ?? 5);
const WARM_UP_ROUNDS = 3;
const BUDGET_P95_MS = 100;
const BUDGET_KIB_PER_STREAM = 40;
const TIME_LIMIT_MS = 4 * 60_000;

giveUpAfter("live-stream", TIME_LIMIT_MS);

const benchDb = await benchDatabase("escouade_bench_live");
const database = createDatabase({ kind: "postgres", url: benchDb.url });
const loadAtStart = loadavg();
const servers: ServerProcess[] = [];
const streams: { close(): void }[] = [];

/**
 * A full garbage collection in a server process, through its inspector (started with --inspect on
 * `port`), so memory per stream counts what streams keep, not garbage not collected yet. Needs a
 * WebSocket client: Node 20 has one behind --experimental-websocket (the bench scripts pass it).
 */
async function collectGarbage(port: number): Promise<boolean> {
  if (typeof WebSocket === "undefined") return false;
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  await new Promise<void>((resolve) => {
    socket.onmessage = (message) => {
      if ((JSON.parse(String(message.data)) as { id?: number }).id === 1) resolve();
    };
    socket.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" }));
  });
  socket.close();
  return true;
}

type Path = "live" | "trpc";

/** Where each path's stream is, and the event that says it is open. */
const PATHS: Record<Path, { label: string; url(server: string): string; opened: string }> = {
  live: { label: "GET /live", url: (server) => `${server}/live?lastEventId=n0`, opened: "event: ready" },
  trpc: {
    label: "tRPC onNotification",
    url: (server) => `${server}/trpc/notifications.onNotification?input=${encodeURIComponent(JSON.stringify({ json: { lastEventId: "0" } }))}`,
    opened: "event: connected",
  },
};

/** A stream of `path`: calls `onRound` with the round of each notification as it arrives. */
function openStream(path: Path, serverUrl: string, cookie: string, onRound: (round: number) => void): Promise<{ close(): void }> {
  return readEventStream(PATHS[path].url(serverUrl), cookie, PATHS[path].opened, (event) => {
    const round = /"username":"round-(\d+)"/.exec(event);
    if (round) onRound(Number(round[1]));
  });
}

const ping = (round: number): Parameters<typeof notifyUsers>[2] => ({ type: "ping", payload: { friend: { id: "bench", username: `round-${round}` } } });

interface Player {
  id: string;
  cookie: string;
}

let nextRound = 0;

/** Two fresh server processes, `subscribers` streams over them, `rounds` notifications to all. */
async function measure(path: Path, subscribers: Player[], warmUpPlayers: Player[], rounds: number) {
  const inspectPorts = [await freePort(), await freePort()];
  const pair = await Promise.all(inspectPorts.map((port) => startServerProcess({ DATABASE_URL: benchDb.url, NODE_OPTIONS: `--inspect=127.0.0.1:${port}` })));
  servers.push(...pair);
  const opened: { close(): void }[] = [];
  try {
    // Warm each process up (first stream, first delivery) before measuring its baseline memory.
    await Promise.all(
      pair.map(async (server, i) => {
        const round = ++nextRound;
        let markReceived!: () => void;
        const received = new Promise<void>((resolve) => (markReceived = resolve));
        const warm = await openStream(path, server.url, warmUpPlayers[i]!.cookie, (r) => r === round && markReceived());
        await notifyUsers(database.db, [warmUpPlayers[i]!.id], ping(round));
        await received;
        warm.close();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const collected = (await Promise.all(inspectPorts.map(collectGarbage))).every(Boolean);
    const rssBefore = pair.map((server) => rssKiB(server.pid));

    const receivedAt = subscribers.map(() => new Map<number, number>());
    const openStarted = performance.now();
    opened.push(
      ...(await inBatches(subscribers, 100, (subscriber, i) =>
        openStream(path, pair[i % pair.length]!.url, subscriber.cookie, (round) => receivedAt[i]!.set(round, performance.now())),
      )),
    );
    streams.push(...opened);
    const openMs = performance.now() - openStarted;

    async function everyoneReceived(round: number) {
      const deadline = performance.now() + 30_000;
      while (receivedAt.some((got) => !got.has(round))) {
        if (performance.now() > deadline) {
          const missing = receivedAt.filter((got) => !got.has(round)).length;
          throw new Error(`${path} round ${round}: ${missing} subscribers still waiting after 30 s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }

    /** One notification to every subscriber, in one transaction; times from its commit. */
    async function notifyEveryone() {
      const round = ++nextRound;
      const cpuBefore = pair.map((server) => cpuMs(server.pid));
      const started = performance.now();
      await database.db.transaction((tx) =>
        notifyUsers(
          tx,
          subscribers.map((s) => s.id),
          ping(round),
        ),
      );
      const committed = performance.now();
      await everyoneReceived(round);
      return {
        latencies: receivedAt.map((got) => got.get(round)! - committed).sort((a, b) => a - b),
        commitMs: committed - started,
        serverCpuMs: pair.map((server, i) => cpuMs(server.pid) - cpuBefore[i]!),
      };
    }

    // The first rounds prove every stream is live (each opened from 0, so none can miss them) and
    // warm the code up: what is measured is the steady state, not the compiler's first passes.
    for (let round = 0; round < WARM_UP_ROUNDS; round++) await notifyEveryone();
    if (collected) await Promise.all(inspectPorts.map(collectGarbage));
    const rssAfter = pair.map((server) => rssKiB(server.pid));
    const measured = [];
    for (let round = 1; round <= rounds; round++) measured.push(await notifyEveryone());

    const all = measured.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const cpuTotalMs = measured.reduce((sum, r) => sum + r.serverCpuMs.reduce((a, b) => a + b, 0), 0);
    const perProcess = subscribers.length / pair.length;
    const kibPerStream = pair.map((_, i) => (rssAfter[i]! - rssBefore[i]!) / perProcess);
    return {
      path,
      openMs,
      rounds: measured,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      kibPerStream,
      rss: pair.map((_, i) => [rssBefore[i]!, rssAfter[i]!] as const),
      collected,
      cpuUsPerConnectionEvent: (cpuTotalMs * 1000) / (subscribers.length * rounds),
    };
  } finally {
    for (const stream of opened) stream.close();
    await Promise.all(pair.map((server) => server.stop()));
  }
}

function report(result: Awaited<ReturnType<typeof measure>>, budgets: boolean) {
  const perProcess = SUBSCRIBERS / 2;
  console.log(
    `  ${PATHS[result.path].label}: ${SUBSCRIBERS} streams opened in ${(result.openMs / 1000).toFixed(1)} s, ${result.rounds.length} notifications to all`,
  );
  result.rounds.forEach(({ latencies, commitMs, serverCpuMs }, i) => {
    console.log(
      `    round ${i + 1}: commit → receipt p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms` +
        `   (insert + commit ${commitMs.toFixed(0)} ms; server CPU ${serverCpuMs.join(" + ")} ms)`,
    );
  });
  result.rss.forEach(([before, after], i) => {
    console.log(
      `    process ${i + 1}: RSS ${(before / 1024).toFixed(1)} MiB → ${(after / 1024).toFixed(1)} MiB with ${perProcess} streams open` +
        `${result.collected ? " (after a full GC)" : " (no GC: run with --experimental-websocket)"}: ${result.kibPerStream[i]!.toFixed(1)} KiB per stream`,
    );
  });
  const verdict = (ok: boolean) => (budgets ? (ok ? "  PASS" : "  FAIL") : "");
  const kib = Math.max(...result.kibPerStream);
  console.log(
    `    delivery: p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms   (budget p95 < ${BUDGET_P95_MS} ms)${verdict(result.p95 < BUDGET_P95_MS)}`,
  );
  console.log(
    `    memory: ${kib.toFixed(1)} KiB per open stream (the larger process; budget <= ${BUDGET_KIB_PER_STREAM} KiB)${verdict(kib <= BUDGET_KIB_PER_STREAM)}`,
  );
  console.log(`    CPU: ${result.cpuUsPerConnectionEvent.toFixed(1)} µs per connection per event (both servers, over the measured rounds; 10 ms clock ticks)`);
  return !budgets || (result.p95 < BUDGET_P95_MS && kib <= BUDGET_KIB_PER_STREAM);
}

let passed = false;
try {
  await database.migrate();
  const players = await inBatches(Array.from({ length: SUBSCRIBERS + 4 }), 20, async () => {
    const player = await createPlayer(database.db, "Bench");
    return { id: player.id, cookie: (await sessionCookieFor(database.db, player.id)).header };
  });
  const subscribers = players.slice(0, SUBSCRIBERS);
  console.log(`live stream: ${SUBSCRIBERS} subscribers on 2 server processes (${SUBSCRIBERS / 2} each), one notification to all per round`);
  console.log(`  ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at start`);
  passed = report(await measure("live", subscribers, players.slice(SUBSCRIBERS, SUBSCRIBERS + 2), ROUNDS), true);
  if (TRPC_ROUNDS > 0) report(await measure("trpc", subscribers, players.slice(SUBSCRIBERS + 2), TRPC_ROUNDS), false);
} finally {
  for (const stream of streams) stream.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await benchDb.drop();
}
if (!passed) process.exitCode = 1;
