import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NotificationData } from "@escouade/contracts/notifications";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createDatabase, type Database } from "../../db/client.ts";
import { notifyUsers } from "./service.ts";
import { testEnv } from "../../../test-support/app.ts";
import { expectOpen, openLiveStream } from "../../../test-support/live-stream.ts";
import { subscribeToNotifications } from "../../../test-support/notification-stream.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";
import { prepareDatabase } from "../../jobs.ts";

// The embedded default: PGlite's own LISTEN/NOTIFY, in one process, through the same code path.
let dataDir: string;
let database: Database;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "escouade-pglite-notifications-"));
  const config = loadConfig(testEnv({ DATA_DIR: dataDir }));
  database = createDatabase(config.database);
  await prepareDatabase(database);
  ({ app } = await buildApp({ config, database, mailer: { send: async () => {} }, logger: false }));
  url = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const ping = (username: string): NotificationData => ({ type: "ping", payload: { friend: { id: "x", username } } });

describe("live notifications on PGlite", () => {
  it("catches up from lastEventId, then delivers what commits live, never what rolls back", async () => {
    expect(database.kind).toBe("pglite");
    const alice = await createPlayer(database.db, "Alice");
    const cookie = (await sessionCookieFor(database.db, alice.id)).header;
    await notifyUsers(database.db, [alice.id], ping("waiting"));

    const stream = subscribeToNotifications(url, cookie, { lastEventId: "0" });
    expect((await stream.waitFor(1))[0]!.data).toEqual(ping("waiting"));

    await expect(
      database.db.transaction(async (tx) => {
        await notifyUsers(tx, [alice.id], ping("rolled-back"));
        throw new Error("undone");
      }),
    ).rejects.toThrow("undone");
    await database.db.transaction((tx) => notifyUsers(tx, [alice.id], ping("live")));
    await stream.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stream.close();
    expect(stream.received.map((item) => item.data)).toEqual([ping("waiting"), ping("live")]);
  });

  it("reaches the tab's stream, GET /live, the same way", async () => {
    const bob = await createPlayer(database.db, "Bob");
    const cookie = (await sessionCookieFor(database.db, bob.id)).header;
    await notifyUsers(database.db, [bob.id], ping("waiting"));

    const stream = expectOpen(await openLiveStream(url, { cookie, queryLastEventId: "n0" }));
    await stream.waitFor("notification", 1);
    await database.db.transaction((tx) => notifyUsers(tx, [bob.id], ping("live")));
    await stream.waitFor("notification", 2);
    stream.close();
    expect(stream.notifications<{ data: NotificationData }>().map((item) => item.data)).toEqual([ping("waiting"), ping("live")]);
  });
});
