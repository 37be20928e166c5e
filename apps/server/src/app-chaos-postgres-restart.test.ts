/**
 * Chaos: PostgreSQL restarts under load.
 *
 * The server runs here against a PostgreSQL of this file's own (initdb into a temporary folder,
 * pg_ctl on a free port: test-support/throwaway-postgres.ts), because a restart of the shared one
 * on 5432 would cut every other test's database. A real restart rather than a TCP proxy that
 * drops connections: PostgreSQL itself then ends the sessions (57P01 admin_shutdown), turns new
 * ones away while it stops, is down and starts (57P03, ECONNREFUSED), and forgets every LISTEN:
 * what the pool and the bus meet in production.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { NotificationData, NotificationItem } from "@escouade/contracts/notifications";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDatabase, type Database } from "./db/client.ts";
import { createGame } from "./modules/games/service.ts";
import { notifyUsers } from "./modules/notifications/service.ts";
import { testEnv } from "../test-support/app.ts";
import { eventually } from "../test-support/chaos.ts";
import { expectOpen, openLiveStream, type LiveStream } from "../test-support/live-stream.ts";
import { startLoad } from "../test-support/load.ts";
import { gameInput } from "../test-support/players.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../test-support/throwaway-postgres.ts";
import { signedInPlayer } from "../test-support/two-processes.ts";
import { prepareDatabase } from "./jobs.ts";

/** Far above any answer's time here, far below "forever": a request still silent then is a hang. */
const REQUEST_BOUND_MS = 15_000;

let postgres: ThrowawayPostgres;
let database: Database;
/** The test's own pool, to write what the server should deliver. */
let ours: Database;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  database = createDatabase({ kind: "postgres", url: postgres.url });
  await prepareDatabase(database);
  ours = createDatabase({ kind: "postgres", url: postgres.url });
  ({ app } = await buildApp({ config: loadConfig(testEnv({ DATABASE_URL: postgres.url })), database, logger: false }));
  url = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await ours?.close();
  await postgres?.remove();
});

const ping = (n: number): NotificationData => ({ type: "ping", payload: { friend: { id: "x", username: `n${n}` } } });
const numbers = (stream: LiveStream) =>
  stream.notifications<NotificationItem>().map((item) => (item.data.type === "ping" ? Number(item.data.payload.friend.username.slice(1)) : 0));

async function getGames() {
  const response = await fetch(`${url}/trpc/games.getGames`, { signal: AbortSignal.timeout(REQUEST_BOUND_MS) });
  return { status: response.status, body: (await response.json()) as { result?: { data: { json: { items: { title: string }[] } } } } };
}

describe("PostgreSQL restarting under load", () => {
  it("answers every request, reports the outage on /readyz, and recovers its pool and its LISTEN", async () => {
    const organizer = await signedInPlayer(ours.db, "Orga");
    const player = await signedInPlayer(ours.db, "Joueur");
    await createGame(ours.db, organizer, gameInput({ title: "Opération Redémarrage" }));
    const stream = expectOpen(await openLiveStream(url, { cookie: player.cookie }));
    await stream.waitFor("ready", 1);
    await notifyUsers(ours.db, [player.id], ping(1));
    await stream.waitFor("notification", 1);
    let streamEnded = false;
    void stream.ended.then(() => (streamEnded = true));

    const load = startLoad(url, { paths: ["/readyz", "/trpc/games.getGames"], concurrency: 6, requestTimeoutMs: REQUEST_BOUND_MS });
    await load.waitFor((outcome) => outcome.path === "/readyz" && outcome.status === 200, 0, 10_000, "a ready answer before the restart");

    await postgres.stop();
    const downAt = Date.now();
    await load.waitFor((outcome) => outcome.path === "/readyz" && outcome.status === 503, downAt, 20_000, "/readyz to report the database down");
    // Seconds of failed reconnections, as in a real restart: what made the pool wait 20 s between tries.
    await sleep(2_000);
    const startedAt = Date.now();
    await postgres.start();
    await load.waitFor((outcome) => outcome.path === "/readyz" && outcome.status === 200, startedAt, 30_000, "/readyz to recover");
    await load.waitFor((outcome) => outcome.path === "/trpc/games.getGames" && outcome.status === 200, startedAt, 30_000, "getGames to recover");
    await load.stop();

    const hung = load.outcomes.filter((outcome) => outcome.status === "timeout");
    expect(hung, "requests left without an answer").toEqual([]);
    // A database outage is the server's trouble: never a client error, never a refused connection.
    const unexpected = load.outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 500 && outcome.status !== 503);
    expect(unexpected).toEqual([]);
    // A 200 from /readyz while the database was down would send traffic to a server that cannot serve it.
    const readyWhileDown = load.outcomes.filter((o) => o.path === "/readyz" && o.status === 200 && o.startedAt >= downAt && o.endedAt <= startedAt);
    expect(readyWhileDown).toEqual([]);

    const after = await getGames();
    expect(after.status).toBe(200);
    expect(after.body.result!.data.json.items.map((game) => game.title)).toContain("Opération Redémarrage");

    // Once the bus LISTENs again, ping(2) travels by NOTIFY; before, only the re-LISTEN's read of the table would bring it.
    await eventually(
      "the server to LISTEN again",
      async () => ((await ours.sql!`select 1 from pg_stat_activity where query ilike 'listen %'`).length > 0 ? true : null),
      30_000,
    );
    await notifyUsers(ours.db, [player.id], ping(2));
    // The stream either lived through the outage, or ended and is resumed from its last id, as a browser would.
    const live = streamEnded ? expectOpen(await openLiveStream(url, { cookie: player.cookie, lastEventId: stream.events.at(-1)!.id })) : stream;
    const earlier = live === stream ? [1] : [];
    await live.waitFor("notification", earlier.length + 1, 15_000);
    await notifyUsers(ours.db, [player.id], ping(3));
    await live.waitFor("notification", earlier.length + 2, 15_000);
    stream.close();
    live.close();
    expect(numbers(live)).toEqual([...earlier, 2, 3]);
  });
});
