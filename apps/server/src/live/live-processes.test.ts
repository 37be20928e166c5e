import type { NotificationData, NotificationItem } from "@escouade/contracts/notifications";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createGame } from "../modules/games/service.ts";
import { notifyUsers } from "../modules/notifications/service.ts";
import { APP_ORIGIN } from "../../test-support/app.ts";
import { expectOpen, openLiveStream, type LiveStream } from "../../test-support/live-stream.ts";
import { gameInput } from "../../test-support/players.ts";
import { startServerProcess, type ServerProcess } from "../../test-support/server-process.ts";
import { signedInPlayer as signedInPlayerOn, startTwoServerProcesses, type TwoServerProcesses } from "../../test-support/two-processes.ts";

let processes: TwoServerProcesses;
let database: Database;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  processes = await startTwoServerProcesses();
  ({ database, first, second } = processes);
});

afterAll(async () => {
  await processes?.stop();
});

const ping = (n: number): NotificationData => ({ type: "ping", payload: { friend: { id: "x", username: `n${n}` } } });
const numbers = (stream: LiveStream) =>
  stream.notifications<NotificationItem>().map((item) => (item.data.type === "ping" ? Number(item.data.payload.friend.username.slice(1)) : 0));

const signedInPlayer = (label: string) => signedInPlayerOn(database.db, label);

describe("GET /live across server processes", () => {
  it("reaches a stream on one process when a mutation on the other process notifies", async () => {
    const organizer = await signedInPlayer("Orga");
    const player = await signedInPlayer("Joueur");
    const { id: gameId } = await createGame(database.db, organizer, gameInput({ title: "Opération Relais" }));
    const stream = expectOpen(await openLiveStream(second.url, { cookie: organizer.cookie }));
    await stream.waitFor("ready", 1);

    const response = await fetch(`${first.url}/trpc/registrations.registerForGame`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_ORIGIN, cookie: player.cookie },
      body: JSON.stringify({ json: { gameId, replicas: [{ powerClass: "aeg", fps: 330, name: "" }], rulesAccepted: true, rulesVersion: 1 } }),
    });
    expect(response.status, await response.clone().text()).toBe(200);

    await stream.waitFor("notification", 1);
    stream.close();
    const [received] = stream.notifications<NotificationItem>();
    expect(received!.data.type).toBe("game_registration_received");
    if (received!.data.type !== "game_registration_received") return;
    expect(received!.data.payload.game).toMatchObject({ id: gameId, title: "Opération Relais" });
    expect(received!.data.payload.game.startsAt).toBeInstanceOf(Date);
  });

  it("resumes on the other process from the last event id: exactly the missed ones, then live ones", async () => {
    const alice = await signedInPlayer("Alice");
    const firstStream = expectOpen(await openLiveStream(second.url, { cookie: alice.cookie }));
    await firstStream.waitFor("ready", 1);
    for (const n of [1, 2, 3]) await notifyUsers(database.db, [alice.id], ping(n));
    const frames = await firstStream.waitFor("notification", 3);
    firstStream.close();

    for (const n of [4, 5, 6]) await notifyUsers(database.db, [alice.id], ping(n));
    const resumed = expectOpen(await openLiveStream(first.url, { cookie: alice.cookie, lastEventId: frames[2]!.id }));
    await resumed.waitFor("notification", 3);
    await notifyUsers(database.db, [alice.id], ping(7));
    await resumed.waitFor("notification", 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    resumed.close();
    expect(numbers(firstStream)).toEqual([1, 2, 3]);
    expect(numbers(resumed)).toEqual([4, 5, 6, 7]);
  });

  it("keeps delivering after the listening connections are killed", async () => {
    const alice = await signedInPlayer("Alice");
    const stream = expectOpen(await openLiveStream(second.url, { cookie: alice.cookie }));
    await stream.waitFor("ready", 1);
    await notifyUsers(database.db, [alice.id], ping(1));
    await stream.waitFor("notification", 1);

    const killed = await database.sql!<{ killed: boolean }[]>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`;
    expect(killed.length).toBeGreaterThanOrEqual(2);
    await notifyUsers(database.db, [alice.id], ping(2));
    await stream.waitFor("notification", 2, 10_000);
    await notifyUsers(database.db, [alice.id], ping(3));
    await stream.waitFor("notification", 3, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stream.close();
    expect(numbers(stream)).toEqual([1, 2, 3]);
  });

  it("ends its streams when a process stops, and the other one takes over from the cursor", async () => {
    const leaving = await startServerProcess({ DATABASE_URL: inject("databaseUrl") });
    const alice = await signedInPlayer("Alice");
    const stream = expectOpen(await openLiveStream(leaving.url, { cookie: alice.cookie }));
    await stream.waitFor("ready", 1);
    await notifyUsers(database.db, [alice.id], ping(1));
    await stream.waitFor("notification", 1);

    const started = Date.now();
    await leaving.stop();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    await notifyUsers(database.db, [alice.id], ping(2));
    const resumed = expectOpen(await openLiveStream(first.url, { cookie: alice.cookie, lastEventId: stream.events.at(-1)!.id }));
    await resumed.waitFor("notification", 1);
    resumed.close();
    expect(numbers(resumed)).toEqual([2]);
  });
});
