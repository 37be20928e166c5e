import type { NotificationData } from "@escouade/contracts/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createGame } from "../games/service.ts";
import { notifyUsers } from "./service.ts";
import { APP_ORIGIN } from "../../../test-support/app.ts";
import { subscribeToNotifications } from "../../../test-support/notification-stream.ts";
import { gameInput } from "../../../test-support/players.ts";
import type { ServerProcess } from "../../../test-support/server-process.ts";
import { signedInPlayer as signedInPlayerOn, startTwoServerProcesses, type TwoServerProcesses } from "../../../test-support/two-processes.ts";

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
const numbers = (items: { data: NotificationData }[]) =>
  items.map((item) => (item.data.type === "ping" ? Number(item.data.payload.friend.username.slice(1)) : 0));

const signedInPlayer = (label: string) => signedInPlayerOn(database.db, label);

describe("live notifications across server processes", () => {
  it("reaches a subscriber on one process when a mutation on the other process notifies", async () => {
    const organizer = await signedInPlayer("Orga");
    const player = await signedInPlayer("Joueur");
    const { id: gameId } = await createGame(database.db, organizer, gameInput({ title: "Opération Relais" }));
    const stream = subscribeToNotifications(second.url, organizer.cookie, { lastEventId: "0" });
    await stream.started;

    // registerForGame notifies the organizer inside its transaction, on the first process.
    const response = await fetch(`${first.url}/trpc/registrations.registerForGame`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_ORIGIN, cookie: player.cookie },
      body: JSON.stringify({ json: { gameId, replicas: [{ powerClass: "aeg", fps: 330, name: "" }], rulesAccepted: true, rulesVersion: 1 } }),
    });
    expect(response.status, await response.clone().text()).toBe(200);

    const [received] = await stream.waitFor(1);
    stream.close();
    expect(received!.data.type).toBe("game_registration_received");
    if (received!.data.type !== "game_registration_received") return;
    expect(received!.data.payload.player.username).toBe(player.username);
    expect(received!.data.payload.game).toMatchObject({ id: gameId, title: "Opération Relais" });
    // Dates survive jsonb and the wire as dates.
    expect(received!.data.payload.game.startsAt).toBeInstanceOf(Date);
  });

  it("resumes after a reconnection from lastEventId: exactly the missed ones, then live ones", async () => {
    const alice = await signedInPlayer("Alice");
    const firstStream = subscribeToNotifications(second.url, alice.cookie, { lastEventId: "0" });
    await firstStream.started;
    for (const n of [1, 2, 3]) await notifyUsers(database.db, [alice.id], ping(n));
    const firstThree = await firstStream.waitFor(3);
    expect(numbers(firstThree)).toEqual([1, 2, 3]);
    firstStream.close();

    for (const n of [4, 5, 6]) await notifyUsers(database.db, [alice.id], ping(n));
    // Back, on the other process this time, from the last event received.
    const resumed = subscribeToNotifications(first.url, alice.cookie, { lastEventId: String(firstThree[2]!.id) });
    expect(numbers(await resumed.waitFor(3))).toEqual([4, 5, 6]);
    await notifyUsers(database.db, [alice.id], ping(7));
    await resumed.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    resumed.close();
    expect(numbers(resumed.received)).toEqual([4, 5, 6, 7]);
    expect(numbers(firstStream.received)).toEqual([1, 2, 3]);
  });

  it("keeps delivering after the listening connections are killed", async () => {
    const alice = await signedInPlayer("Alice");
    const stream = subscribeToNotifications(second.url, alice.cookie, { lastEventId: "0" });
    await stream.started;
    await notifyUsers(database.db, [alice.id], ping(1));
    await stream.waitFor(1);

    // What a database restart or a network cut does to the LISTEN connections of both processes.
    const killed = await database.sql!<{ killed: boolean }[]>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`;
    expect(killed.length).toBeGreaterThanOrEqual(2);
    // Sent while the processes are re-listening: recovered by the catch-up on re-listen if the wake-up is lost.
    await notifyUsers(database.db, [alice.id], ping(2));
    await stream.waitFor(2, 10_000);
    await notifyUsers(database.db, [alice.id], ping(3));
    await stream.waitFor(3, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stream.close();
    expect(numbers(stream.received)).toEqual([1, 2, 3]);
  });
});
