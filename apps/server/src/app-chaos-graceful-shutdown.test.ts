/**
 * Chaos: a graceful stop (SIGTERM, as a deploy or a process manager sends it) refuses new work
 * with 503, finishes the requests in flight, ends live streams cleanly, then exits; past its grace
 * period it gives up on what still runs.
 *
 * The request in flight is a real registration, held as long as the test needs by a lock the test
 * takes on the game's row (the registration's first statement locks it too): no test-only route.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDatabase, type Database } from "./db/client.ts";
import { game, registration } from "./db/schema/index.ts";
import { createGame } from "./modules/games/service.ts";
import { testEnv } from "../test-support/app.ts";
import { eventually, holdLocks, registerOverHttp, waitUntilBlocked, withApplicationName } from "../test-support/chaos.ts";
import { gameInput } from "../test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../test-support/server-process.ts";
import { signedInPlayer } from "../test-support/two-processes.ts";

let database: Database;
let server: ServerProcess | undefined;

beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});

afterAll(async () => {
  await server?.stop();
  await database?.close();
});

/** GET /live read to its end with fetch: `end` tells whether the server finished the response or cut it. */
async function openLive(serverUrl: string, cookie: string) {
  const response = await fetch(`${serverUrl}/live`, { headers: { cookie, accept: "text/event-stream" } });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const end = (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += chunk.value;
        if (text.includes("event: ready")) opened();
      }
      return "finished" as const;
    } catch {
      return "cut" as const;
    }
  })();
  await Promise.race([ready, end]);
  return { end };
}

async function lockGameRow(gameId: number) {
  return holdLocks(database.sql!, (tx) => tx`select 1 from game where id = ${gameId} for update`);
}

describe("a graceful shutdown", () => {
  it("answers 503 to new requests, finishes the registration in flight, ends live streams cleanly, then exits 0", async () => {
    const applicationName = `escouade-chaos-stopping-${randomUUID().slice(0, 8)}`;
    server = await startServerProcess({ DATABASE_URL: withApplicationName(inject("databaseUrl"), applicationName) });
    const organizer = await signedInPlayer(database.db, "Orga");
    const player = await signedInPlayer(database.db, "Joueur");
    const { id: gameId } = await createGame(database.db, organizer, gameInput({ title: "Opération Relève" }));
    const live = await openLive(server.url, organizer.cookie);

    const gameRow = await lockGameRow(gameId);
    const registering = registerOverHttp(server.url, player.cookie, gameId);
    await waitUntilBlocked(database.sql!, applicationName, gameRow.pid);
    server.kill("SIGTERM");

    // The port stays open while the registration runs, to say "not here" rather than refuse.
    const ready = await eventually(
      "/readyz to stop answering 200",
      async () => {
        const response = await fetch(`${server!.url}/readyz`);
        return response.status === 200 ? null : response;
      },
      10_000,
    );
    expect(ready.status).toBe(503);
    expect(ready.headers.get("connection")).toBe("close");
    const games = await fetch(`${server.url}/trpc/games.getGames`);
    expect(games.status).toBe(503);
    const lateStream = await fetch(`${server.url}/live`, { headers: { cookie: organizer.cookie, accept: "text/event-stream" } });
    expect(lateStream.status).toBe(503);

    await gameRow.release();
    const registered = await registering;
    expect(registered).toMatchObject({ status: 200 });
    expect(await live.end).toBe("finished");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const rows = await database.db.select({ status: registration.status }).from(registration).where(eq(registration.gameId, gameId));
    expect(rows).toEqual([{ status: "confirmed" }]);
    const [counted] = await database.db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, gameId));
    expect(counted!.confirmedCount).toBe(1);
  });

  it("stops waiting for a request still running when the grace period is over", async () => {
    const applicationName = `escouade-chaos-grace-${randomUUID().slice(0, 8)}`;
    const url = withApplicationName(inject("databaseUrl"), applicationName);
    const ownDatabase = createDatabase({ kind: "postgres", url });
    const { app, shutdown } = await buildApp({ config: loadConfig(testEnv({ DATABASE_URL: url })), database: ownDatabase, logger: false });
    const serverUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const organizer = await signedInPlayer(database.db, "Orga");
    const player = await signedInPlayer(database.db, "Joueur");
    const { id: gameId } = await createGame(database.db, organizer, gameInput({ title: "Opération Sursis" }));

    const gameRow = await lockGameRow(gameId);
    let answered = false;
    const registering = registerOverHttp(serverUrl, player.cookie, gameId).finally(() => (answered = true));
    await waitUntilBlocked(database.sql!, applicationName, gameRow.pid);
    // The lock outlives the grace period: without its bound, stop() would wait for it forever.
    expect(await shutdown.stop(300)).toBe(false);
    expect(answered).toBe(false);

    // Past the grace period the process exits; here, in-process, the request is let go and the close completes.
    await gameRow.release();
    expect(await registering).toMatchObject({ status: 200 });
    await app.close();
    await ownDatabase.close();
  });
});
