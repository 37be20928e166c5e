import net from "node:net";
import type { NotificationData, NotificationItem } from "@escouade/contracts/notifications";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { notification, session, user } from "../db/schema/index.ts";
import type { NotificationBus } from "../modules/notifications/live.ts";
import { notifyUsers, toItem } from "../modules/notifications/service.ts";
import { deleteAccount } from "../modules/account/service.ts";
import { suspend } from "../modules/moderation/service.ts";
import { APP_ORIGIN, testEnv } from "../../test-support/app.ts";
import { expectOpen, expectRefused, openLiveStream, type LiveStream } from "../../test-support/live-stream.ts";
import { createPlayer } from "../../test-support/players.ts";
import { sessionCookieFor } from "../../test-support/sessions.ts";

const noMail = { send: async () => {} };
let database: Database;
let app: FastifyInstance;
let bus: NotificationBus;
let url: string;

async function startApp(env: Record<string, string> = {}) {
  const own = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  const config = loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl"), ...env }));
  const built = await buildApp({ config, database: own, mailer: noMail, logger: false });
  const address = await built.app.listen({ host: "127.0.0.1", port: 0 });
  return { ...built, url: address, database: own };
}

beforeAll(async () => {
  ({ app, notificationBus: bus, url, database } = await startApp());
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ping = (username: string): NotificationData => ({ type: "ping", payload: { friend: { id: "x", username } } });
const pings = (stream: LiveStream) =>
  stream.notifications<NotificationItem>().map((item) => (item.data.type === "ping" ? item.data.payload.friend.username : item.data.type));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function signedInPlayer(label = "Player") {
  const player = await createPlayer(database.db, label);
  const cookie = await sessionCookieFor(database.db, player.id);
  return { ...player, cookie: cookie.header };
}

async function idsOf(userId: string) {
  const rows = await database.db.select({ id: notification.id }).from(notification).where(eq(notification.userId, userId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe("GET /live", () => {
  it("streams each notification once as an SSE event whose id is the cursor and whose data is the item", async () => {
    const alice = await signedInPlayer("Alice");
    const bob = await signedInPlayer("Bob");
    await notifyUsers(database.db, [alice.id], ping("before"));
    const [newest] = await idsOf(alice.id);
    const before = bus.subscriberCount();
    // Compression asked for and never applied: an event stream must reach the client as written.
    const stream = expectOpen(await openLiveStream(url, { cookie: alice.cookie, headers: { "accept-encoding": "br, gzip" } }));
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(stream.headers["x-accel-buffering"]).toBe("no");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    // Without a cursor it starts now, and says where that is before any event.
    const [ready] = await stream.waitFor("ready", 1);
    expect(ready!.id).toBe(`n${newest}.m0`);
    expect(stream.retries).toHaveLength(1);

    await notifyUsers(database.db, [bob.id], ping("not-for-alice"));
    const startsAt = new Date("2031-05-10T08:00:00Z");
    await notifyUsers(database.db, [alice.id], { type: "game_cancelled", payload: { game: { id: 7, title: "Opération Brume", startsAt } } });
    await notifyUsers(database.db, [alice.id], ping("hello"));
    const frames = await stream.waitFor("notification", 2);
    await settle();
    expect(bus.subscriberCount()).toBe(before + 1);
    const rows = await database.db.select().from(notification).where(eq(notification.userId, alice.id)).orderBy(notification.id);
    expect(frames.map((frame) => frame.id)).toEqual(rows.slice(1).map((row) => `n${row.id}.m0`));
    // Exactly what toItem gives, dates included (jsonb keeps the game's start as a string).
    const items = stream.notifications<NotificationItem>();
    expect(items[0]).toEqual(toItem({ ...rows[1]!, data: { type: "game_cancelled", payload: { game: { id: 7, title: "Opération Brume", startsAt } } } }));
    expect(items[0]!.createdAt).toBeInstanceOf(Date);
    expect(pings(stream)).toEqual(["game_cancelled", "hello"]);

    stream.close();
    await expect.poll(() => bus.subscriberCount()).toBe(before);
  });

  it("resumes from Last-Event-ID and from ?lastEventId= while others keep writing: none missing, none twice", async () => {
    const alice = await signedInPlayer("Alice");
    await notifyUsers(database.db, [alice.id], ping("already-had"));
    const [had] = await idsOf(alice.id);
    for (let n = 1; n <= 150; n++) await notifyUsers(database.db, [alice.id], ping(`missed-${n}`));

    for (const how of ["header", "query"] as const) {
      const cursor = `n${had}`;
      const stream = expectOpen(
        await openLiveStream(url, { cookie: alice.cookie, ...(how === "header" ? { lastEventId: cursor } : { queryLastEventId: cursor }) }),
      );
      // Three writers commit back to back while the stream reads the table (two pages) and goes live.
      await Promise.all(
        [1, 2, 3].map(async (writer) => {
          for (let n = 1; n <= 20; n++) await notifyUsers(database.db, [alice.id], ping(`during-${how}-${writer}-${n}`));
        }),
      );
      const expected = (await idsOf(alice.id)).filter((id) => id > had!);
      await stream.waitFor("notification", expected.length, 10_000);
      await settle();
      stream.close();
      const received = stream.notifications<NotificationItem>().map((item) => item.id);
      expect(received, how).toHaveLength(expected.length);
      expect(
        [...received].sort((a, b) => a - b),
        how,
      ).toEqual(expected);
      // What was missed comes first, from the table, in id order.
      expect(pings(stream).slice(0, 150), how).toEqual(Array.from({ length: 150 }, (_, i) => `missed-${i + 1}`));
    }
  });

  it("resumes exactly after the last event a closed stream received", async () => {
    const alice = await signedInPlayer("Alice");
    const first = expectOpen(await openLiveStream(url, { cookie: alice.cookie }));
    await first.waitFor("ready", 1);
    for (const n of [1, 2, 3]) await notifyUsers(database.db, [alice.id], ping(`p${n}`));
    const frames = await first.waitFor("notification", 3);
    first.close();
    for (const n of [4, 5]) await notifyUsers(database.db, [alice.id], ping(`p${n}`));

    const resumed = expectOpen(await openLiveStream(url, { cookie: alice.cookie, lastEventId: frames[2]!.id }));
    await resumed.waitFor("notification", 2);
    await notifyUsers(database.db, [alice.id], ping("p6"));
    await resumed.waitFor("notification", 3);
    await settle();
    resumed.close();
    expect(pings(first)).toEqual(["p1", "p2", "p3"]);
    expect(pings(resumed)).toEqual(["p4", "p5", "p6"]);
  });

  it("refuses the signed out, a revoked session, the not onboarded and a bad cursor, with a code", async () => {
    const anonymous = expectRefused(await openLiveStream(url));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.appCode).toBe("UNAUTHENTICATED");

    const revoked = await signedInPlayer("Revoked");
    await database.db.delete(session).where(eq(session.userId, revoked.id));
    const refusedRevoked = expectRefused(await openLiveStream(url, { cookie: revoked.cookie }));
    expect([refusedRevoked.status, refusedRevoked.body.error?.appCode]).toEqual([401, "UNAUTHENTICATED"]);

    const halfway = await signedInPlayer("Halfway");
    await database.db.update(user).set({ infoFilled: false }).where(eq(user.id, halfway.id));
    const refusedHalfway = expectRefused(await openLiveStream(url, { cookie: halfway.cookie }));
    expect([refusedHalfway.status, refusedHalfway.body.error?.appCode]).toEqual([403, "PROFILE_NOT_FILLED"]);

    const alice = await signedInPlayer("Alice");
    for (const cursor of ["abc", "12", "n-1", "n1.n2", "n99999999999999999999", "n9223372036854775807"]) {
      for (const where of [{ lastEventId: cursor }, { queryLastEventId: cursor }]) {
        const refused = expectRefused(await openLiveStream(url, { cookie: alice.cookie, ...where }));
        expect([refused.status, refused.body.error?.appCode], cursor).toEqual([400, "LIVE_CURSOR_INVALID"]);
      }
    }
  });

  it("lets only trusted origins read the stream", async () => {
    const alice = await signedInPlayer("Alice");
    const trusted = expectOpen(await openLiveStream(url, { cookie: alice.cookie, origin: APP_ORIGIN }));
    expect(trusted.headers["access-control-allow-origin"]).toBe(APP_ORIGIN);
    expect(trusted.headers["access-control-allow-credentials"]).toBe("true");
    trusted.close();

    const foreign = expectRefused(await openLiveStream(url, { cookie: alice.cookie, origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("drops a client that stops reading instead of buffering for it", async () => {
    const alice = await signedInPlayer("Alice");
    // About 12 MB waiting in the table: more than the socket buffers between the two ends hold.
    const big = "x".repeat(8_000);
    for (let batch = 0; batch < 15; batch++) {
      await database.db.insert(notification).values(Array.from({ length: 100 }, (_, n) => ({ userId: alice.id, data: ping(`${batch}-${n}-${big}`) })));
    }
    const before = bus.subscriberCount();
    const { cookie } = alice;
    // A client that sends its request, then never reads a byte.
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    socket.pause();
    socket.write(`GET /live?lastEventId=n0 HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`);
    await expect.poll(() => bus.subscriberCount(), { timeout: 5_000 }).toBe(before + 1);
    // The server gives up on it (buffer bound, or drain timeout) and lets go of its subscription.
    await expect.poll(() => bus.subscriberCount(), { timeout: 15_000, interval: 100 }).toBe(before);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});

describe("GET /live, when sessions end elsewhere", () => {
  const stillOpen = (stream: LiveStream) =>
    Promise.race([stream.ended.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 500))]);

  it("closes the streams of the sessions another device signed out, and keeps this one's", async () => {
    const alice = await createPlayer(database.db, "Alice");
    const phone = await sessionCookieFor(database.db, alice.id);
    const laptop = await sessionCookieFor(database.db, alice.id);
    const onPhone = expectOpen(await openLiveStream(url, { cookie: phone.header }));
    const onLaptop = expectOpen(await openLiveStream(url, { cookie: laptop.header }));
    await Promise.all([onPhone.waitFor("ready", 1), onLaptop.waitFor("ready", 1)]);

    // From the laptop: "sign every other device out" (account settings).
    const response = await fetch(new URL("/api/auth/revoke-other-sessions", url), {
      method: "POST",
      headers: { cookie: laptop.header, origin: APP_ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    await onPhone.ended;
    expect(await stillOpen(onLaptop)).toBe(true);
    await notifyUsers(database.db, [alice.id], ping("still-here"));
    await onLaptop.waitFor("notification", 1);
    onLaptop.close();
  });

  it("closes every stream of a suspended player and of a deleted account", async () => {
    const banned = await signedInPlayer("Banni");
    const leaving = await signedInPlayer("Parti");
    const bystander = await signedInPlayer("Temoin");
    const streams = await Promise.all([banned, leaving, bystander].map(async (p) => expectOpen(await openLiveStream(url, { cookie: p.cookie }))));
    await Promise.all(streams.map((s) => s.waitFor("ready", 1)));

    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, bystander.id));
    await suspend(database.db, { id: bystander.id, role: "moderator" }, { userId: banned.id, days: 7, reason: "Insultes" });
    await streams[0]!.ended;
    await deleteAccount(database.db, leaving.id);
    await streams[1]!.ended;
    expect(await stillOpen(streams[2]!)).toBe(true);
    streams[2]!.close();
  });
});

describe("GET /live, on an app of its own", () => {
  it("sends a heartbeat comment on a quiet stream", async () => {
    const other = await startApp({ LIVE_HEARTBEAT_MS: "50" });
    const alice = await signedInPlayer("Alice");
    const stream = expectOpen(await openLiveStream(other.url, { cookie: alice.cookie }));
    await stream.waitForComment("ping", 2_000);
    expect(stream.comments.filter((comment) => comment === "ping").length).toBeGreaterThanOrEqual(1);
    stream.close();
    await other.app.close();
    await other.database.close();
  });

  it("ends open streams on shutdown instead of keeping close() waiting", async () => {
    const other = await startApp();
    const alice = await signedInPlayer("Alice");
    const stream = expectOpen(await openLiveStream(other.url, { cookie: alice.cookie }));
    await stream.waitFor("ready", 1);
    await notifyUsers(database.db, [alice.id], ping("before-shutdown"));
    await stream.waitFor("notification", 1);

    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await stream.ended;
    await other.database.close();
  });
});
