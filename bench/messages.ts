/**
 * `pnpm bench`: live message delivery (docs/decisions/018), through the real send (tRPC's
 * messages.sendMessage over HTTP) and the tab's stream (GET /live). Everything stays on 127.0.0.1,
 * on one fresh PostgreSQL database.
 *
 * 1. A team channel of 150 members, every member's stream open, spread over two real server
 *    processes (LISTEN/NOTIFY between them); one message per round, sent by a different member
 *    each round to either process. Prints p50/p95 of the delivery time to every member's stream
 *    (the sender's own included) against the budget of docs/budgets.md (p95 < 100 ms), on three clocks:
 *    from the commit (the budget's clock, as in live-stream.ts: the first of two things that
 *    follow it, the message's first wake-up reaching the bench's own LISTEN and the HTTP
 *    answer's arrival, so a little after the commit), from the HTTP answer's arrival, and from
 *    the HTTP request's start (the sender's whole wait included).
 * 2. What one server process accepts and delivers: many senders (distinct players, each under
 *    the rate limit of MESSAGES_PER_MINUTE) each writing to their own direct conversation, one
 *    message after another, all at once, with both sides' streams open on that process; once with
 *    as many senders as the server's pool has PostgreSQL connections, once with many more. Prints
 *    accepted messages/s, delivered events/s and the receivers' delivery p50/p95.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { MESSAGES_PER_MINUTE } from "../packages/contracts/src/messages.ts";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { MESSAGE_CHANNEL } from "../apps/server/src/modules/messages/live.ts";
import { joinTeamChannel, openDirectConversation } from "../apps/server/src/modules/messages/service.ts";
// The server's test support, reused here, declares vitest's provided context in its global setup.
import type {} from "../apps/server/test-support/global-setup.ts";
import { APP_ORIGIN } from "../apps/server/test-support/app.ts";
import { createPlayer, makeFriends } from "../apps/server/test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../apps/server/test-support/server-process.ts";
import { sessionCookieFor } from "../apps/server/test-support/sessions.ts";
import { createTeamWith } from "../apps/server/test-support/teams.ts";
import { benchDatabase, cpuMs, giveUpAfter, inBatches, percentile, readEventStream } from "./support.ts";

const CHANNEL_MEMBERS = Number(process.env.BENCH_MESSAGES_MEMBERS ?? 150);
const ROUNDS = Number(process.env.BENCH_MESSAGES_ROUNDS ?? 20);
const WARM_UP_ROUNDS = 3;
// Senders at once, per run of part 2: as many as the server's pool of PostgreSQL connections (10),
// then many more, where requests queue for a connection.
const SENDER_COUNTS = (process.env.BENCH_MESSAGES_SENDERS ?? "10,80").split(",").map(Number);
const PER_SENDER = Number(process.env.BENCH_MESSAGES_PER_SENDER ?? 20);
const WARM_UP_PER_SENDER = 2;
const BUDGET_P95_MS = 100;
const DELIVERY_TIMEOUT_MS = 30_000;
const TIME_LIMIT_MS = 4 * 60_000;

// Every message of a sender lands within one minute: past the limit the server refuses them.
if (PER_SENDER + WARM_UP_PER_SENDER >= MESSAGES_PER_MINUTE) {
  throw new Error(`BENCH_MESSAGES_PER_SENDER must stay under ${MESSAGES_PER_MINUTE - WARM_UP_PER_SENDER} (the rate limit, warm-up included)`);
}

giveUpAfter("messages", TIME_LIMIT_MS);

const benchDb = await benchDatabase("escouade_bench_messages");
const database = createDatabase({ kind: "postgres", url: benchDb.url });
const loadAtStart = loadavg();
const servers: ServerProcess[] = [];
const streams: { close(): void }[] = [];
// One keep-alive connection per sender, as each sender's tab would hold.
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...SENDER_COUNTS, 10) });

interface Player {
  id: string;
  cookie: string;
}

const withCookie = async (player: { id: string }): Promise<Player> => ({ id: player.id, cookie: (await sessionCookieFor(database.db, player.id)).header });

class SendRefused extends Error {
  constructor(
    readonly status: number,
    readonly appCode: string,
  ) {
    super(`sendMessage answered ${status} (${appCode})`);
  }
}

/**
 * messages.sendMessage over HTTP, as the web's tRPC client posts it (no batching): resolves with
 * the stored message's id once the whole answer has arrived.
 */
function sendMessageOverHttp(serverUrl: string, cookie: string, input: { conversationId: number; clientId: string; body: string }): Promise<number> {
  const payload = JSON.stringify({ json: input });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${serverUrl}/trpc/messages.sendMessage`,
      {
        method: "POST",
        agent,
        headers: { cookie, origin: APP_ORIGIN, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const body = JSON.parse(text) as {
            result?: { data: { json: { id: number } } };
            error?: { json: { data?: { appCode?: string | null; code?: string } } };
          };
          if (response.statusCode === 200 && body.result) return resolve(body.result.data.json.id);
          const data = body.error?.json.data;
          reject(new SendRefused(response.statusCode ?? 0, data?.appCode ?? data?.code ?? text.slice(0, 200)));
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** A player's tab: GET /live from now on, handing over the raw text of each `message` event. */
function openMessageStream(serverUrl: string, cookie: string, onMessage: (event: string) => void) {
  return readEventStream(`${serverUrl}/live`, cookie, "event: ready", (event) => {
    if (event.startsWith("event: message\n")) onMessage(event);
  });
}

async function until(done: () => boolean, what: () => string) {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`${what()} after ${DELIVERY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (sorted: number[]) => `p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   max ${ms(sorted.at(-1)!)}`;
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** Part 1: one message to a 150-member team channel, every member on the stream, two processes. */
async function teamChannel() {
  const team = await createTeamWith(database.db, { members: CHANNEL_MEMBERS - 1 });
  const people = await inBatches([team.owner, ...team.members], 20, async (person) => {
    // Where a member's read marker (their conversation_member row) is made: by the list or the
    // badge (joinChannels) the first time they look. Without it no wake-up is sent to them.
    await joinTeamChannel(database.db, person);
    return withCookie(person);
  });
  const channel = (await joinTeamChannel(database.db, team.owner))!;

  // When PostgreSQL hands out each message's wake-ups, just after its commit: the bench's own
  // LISTEN beside the servers', idle between rounds, so its first wake-up follows the commit closely.
  const wokenAt = new Map<number, number>();
  const listening = await database.sql!.listen(MESSAGE_CHANNEL, (payload) => {
    const { id } = JSON.parse(payload) as { id: number };
    if (!wokenAt.has(id)) wokenAt.set(id, performance.now());
  });

  const pair = await Promise.all([startServerProcess({ DATABASE_URL: benchDb.url }), startServerProcess({ DATABASE_URL: benchDb.url })]);
  servers.push(...pair);
  const opened: { close(): void }[] = [];
  try {
    const receivedAt = people.map(() => new Map<number, number>());
    const openStarted = performance.now();
    opened.push(
      ...(await inBatches(people, 50, (person, i) =>
        openMessageStream(pair[i % pair.length]!.url, person.cookie, (event) => {
          const round = /"body":"round-(\d+)"/.exec(event);
          if (round && !receivedAt[i]!.has(Number(round[1]))) receivedAt[i]!.set(Number(round[1]), performance.now());
        }),
      )),
    );
    streams.push(...opened);
    const openMs = performance.now() - openStarted;

    /** One message from another member each round, through either process in turn. */
    async function sendRound(round: number) {
      const sender = people[round % people.length]!;
      const requested = performance.now();
      const id = await sendMessageOverHttp(pair[round % pair.length]!.url, sender.cookie, {
        conversationId: channel,
        clientId: randomUUID(),
        body: `round-${round}`,
      });
      const answered = performance.now();
      await until(
        () => receivedAt.every((got) => got.has(round)),
        () => `round ${round}: ${receivedAt.filter((got) => !got.has(round)).length} members still waiting`,
      );
      const woken = wokenAt.get(id);
      if (woken === undefined) throw new Error(`round ${round}: the bench's LISTEN never saw message ${id}`);
      // Both come after the commit: the earlier one is the closer.
      const committed = Math.min(woken, answered);
      const receipts = receivedAt.map((got) => got.get(round)!);
      return {
        fromCommit: ascending(receipts.map((at) => at - committed)),
        fromAnswer: ascending(receipts.map((at) => at - answered)),
        fromRequest: ascending(receipts.map((at) => at - requested)),
        requestMs: answered - requested,
        answerAfterWakeUpMs: answered - woken,
      };
    }

    // The first rounds prove every stream is live and warm both processes up (first sends, JIT).
    let round = 0;
    for (let i = 0; i < WARM_UP_ROUNDS; i++) await sendRound(++round);
    const cpuBefore = pair.map((server) => cpuMs(server.pid));
    const measured: Awaited<ReturnType<typeof sendRound>>[] = [];
    for (let i = 0; i < ROUNDS; i++) measured.push(await sendRound(++round));
    const serverCpuMs = pair.map((server, i) => cpuMs(server.pid) - cpuBefore[i]!);

    console.log(
      `  ${people.length} streams opened in ${(openMs / 1000).toFixed(1)} s (${people.length / pair.length} per process); ${ROUNDS} messages after ${WARM_UP_ROUNDS} warm-up ones`,
    );
    measured.forEach((r, i) => {
      console.log(
        `    round ${i + 1}: commit → receipt ${summary(r.fromCommit)}   (sendMessage over HTTP ${r.requestMs.toFixed(0)} ms, its answer ${r.answerAfterWakeUpMs.toFixed(1)} ms after the first wake-up)`,
      );
    });
    const all = (key: "fromCommit" | "fromAnswer" | "fromRequest") => ascending(measured.flatMap((r) => r[key]));
    const fromCommit = all("fromCommit");
    const p95 = percentile(fromCommit, 95);
    const requests = ascending(measured.map((r) => r.requestMs));
    console.log(`    delivery, commit → receipt:        ${summary(fromCommit)}   (budget p95 < ${BUDGET_P95_MS} ms)  ${p95 < BUDGET_P95_MS ? "PASS" : "FAIL"}`);
    console.log(`    delivery, HTTP answer → receipt:   ${summary(all("fromAnswer"))}   (negative: the stream was first)`);
    console.log(
      `    delivery, HTTP request → receipt:  ${summary(all("fromRequest"))}   (the sendMessage call itself: p50 ${ms(percentile(requests, 50))}, max ${ms(requests.at(-1)!)})`,
    );
    console.log(
      `    CPU: ${serverCpuMs.join(" + ")} ms over the measured rounds, ${((serverCpuMs.reduce((a, b) => a + b, 0) * 1000) / (people.length * ROUNDS)).toFixed(1)} µs per member per message (both servers, 10 ms ticks)`,
    );
    return p95 < BUDGET_P95_MS;
  } finally {
    await listening.unlisten();
    for (const stream of opened) stream.close();
    await Promise.all(pair.map((server) => server.stop()));
  }
}

/** Part 2: what one process accepts and delivers, many senders at once in direct conversations. */
async function throughput(senderCount: number) {
  const players = await inBatches(Array.from({ length: senderCount * 2 }), 20, async () => withCookie(await createPlayer(database.db, "Bench")));
  const senders = players.slice(0, senderCount);
  const receivers = players.slice(senderCount);
  const conversations = await inBatches(senders, 20, async (sender, i) => {
    await makeFriends(database.db, sender, receivers[i]!);
    return (await openDirectConversation(database.db, sender, receivers[i]!.id)).conversationId;
  });

  const server = await startServerProcess({ DATABASE_URL: benchDb.url });
  servers.push(server);
  const opened: { close(): void }[] = [];
  try {
    // Per message (its clientId), when the receiver's stream had it; and every stream's events.
    const receivedAt = new Map<string, number>();
    let events = 0;
    let lastEventAt = 0;
    opened.push(
      ...(await inBatches(players, 50, (player, i) =>
        openMessageStream(server.url, player.cookie, (event) => {
          const now = performance.now();
          events += 1;
          lastEventAt = now;
          const clientId = /"clientId":"([0-9a-f-]{36})"/.exec(event)?.[1];
          if (clientId && i >= senderCount) receivedAt.set(clientId, now);
        }),
      )),
    );
    streams.push(...opened);

    const sent = new Map<string, { requested: number; answered: number }>();
    const refused = new Map<string, number>();
    /** Every sender writes `count` messages, one after the other (as from one tab), all senders at once. */
    async function burst(count: number, label: string) {
      await Promise.all(
        senders.map(async (sender, i) => {
          for (let n = 0; n < count; n++) {
            const clientId = randomUUID();
            const requested = performance.now();
            try {
              await sendMessageOverHttp(server.url, sender.cookie, { conversationId: conversations[i]!, clientId, body: `${label} ${n + 1} de ${i}` });
              sent.set(clientId, { requested, answered: performance.now() });
            } catch (error) {
              if (!(error instanceof SendRefused)) throw error;
              refused.set(error.appCode, (refused.get(error.appCode) ?? 0) + 1);
            }
          }
        }),
      );
      await until(
        () => [...sent.keys()].every((clientId) => receivedAt.has(clientId)),
        () => `${[...sent.keys()].filter((clientId) => !receivedAt.has(clientId)).length} of ${sent.size} messages still undelivered`,
      );
    }

    await burst(WARM_UP_PER_SENDER, "échauffement");
    const warmUpRefused = [...refused.values()].reduce((a, b) => a + b, 0);
    if (warmUpRefused > 0) throw new Error(`warm-up: ${warmUpRefused} messages refused (${JSON.stringify(Object.fromEntries(refused))})`);
    sent.clear();
    receivedAt.clear();
    events = 0;

    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    await burst(PER_SENDER, "message");
    const lastAnswer = Math.max(...[...sent.values()].map((s) => s.answered));
    const serverCpuMs = cpuMs(server.pid) - cpuBefore;
    const acceptSeconds = (lastAnswer - started) / 1000;
    const deliverSeconds = (lastEventAt - started) / 1000;
    const receipts = [...sent].map(([clientId, s]) => ({ s, at: receivedAt.get(clientId)! }));
    const fromAnswer = ascending(receipts.map(({ s, at }) => at - s.answered));
    const fromRequest = ascending(receipts.map(({ s, at }) => at - s.requested));
    const requests = ascending([...sent.values()].map((s) => s.answered - s.requested));
    const refusedCount = [...refused.values()].reduce((a, b) => a + b, 0);

    console.log(
      `  ${senderCount} senders × ${PER_SENDER} messages (after ${WARM_UP_PER_SENDER} each to warm up), each to their own direct conversation, one at a time per sender, all senders at once;` +
        ` ${players.length} streams open (both sides)`,
    );
    console.log(
      `    accepted: ${sent.size} messages in ${acceptSeconds.toFixed(2)} s = ${(sent.size / acceptSeconds).toFixed(0)} msgs/s` +
        `${refusedCount ? `   (${refusedCount} refused: ${JSON.stringify(Object.fromEntries(refused))})` : ""}`,
    );
    console.log(`    sendMessage over HTTP, ${senderCount} in flight: ${summary(requests)}`);
    console.log(
      `    delivered: ${events} events (receiver's and sender's tabs) in ${deliverSeconds.toFixed(2)} s = ${(events / deliverSeconds).toFixed(0)} events/s`,
    );
    console.log(`    delivery to the receiver, HTTP answer → receipt:  ${summary(fromAnswer)}   (negative: the stream was first)`);
    console.log(`    delivery to the receiver, HTTP request → receipt: ${summary(fromRequest)}`);
    console.log(`    server CPU: ${serverCpuMs} ms = ${((serverCpuMs * 1000) / sent.size).toFixed(0)} µs per message (send and both deliveries; 10 ms ticks)`);
  } finally {
    for (const stream of opened) stream.close();
    await server.stop();
  }
}

let passed = false;
try {
  await database.migrate();
  console.log(`messages: ${cpus().length} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(" ")} at start`);
  console.log(`team channel: ${CHANNEL_MEMBERS} members, every one on GET /live, over 2 server processes; one message per round through messages.sendMessage`);
  passed = await teamChannel();
  console.log(`throughput: one server process, messages.sendMessage over HTTP into direct conversations`);
  for (const senders of SENDER_COUNTS) await throughput(senders);
  console.log(
    `  load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the end`,
  );
} finally {
  agent.destroy();
  for (const stream of streams) stream.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await benchDb.drop();
}
if (!passed) process.exitCode = 1;
