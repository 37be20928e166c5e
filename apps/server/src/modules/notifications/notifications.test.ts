import { randomUUID } from "node:crypto";
import type { NotificationData, NotificationItem, NotificationList } from "@escouade/contracts/notifications";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createDatabase, type Database } from "../../db/client.ts";
import { notification, user } from "../../db/schema/index.ts";
import { suspend } from "../moderation/service.ts";
import type { NotificationBus } from "./live.ts";
import { getNotifications, latestNotificationId, notificationsByIds, notifyUsers, updateLastSeenNotifications } from "./service.ts";
import { APP_ORIGIN, Client, expectError, expectOk, testEnv } from "../../../test-support/app.ts";
import { subscribeToNotifications } from "../../../test-support/notification-stream.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

const noMail = { send: async () => {} };
let database: Database;
let app: FastifyInstance;
let bus: NotificationBus;
let url: string;

beforeAll(async () => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  const config = loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl") }));
  ({ app, notificationBus: bus } = await buildApp({ config, database, mailer: noMail, logger: false }));
  url = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ping = (username: string): NotificationData => ({ type: "ping", payload: { friend: { id: "x", username } } });

/** An onboarded player with a session: a Client for queries and mutations, a cookie for SSE. */
async function signedInPlayer(label = "Player") {
  const player = await createPlayer(database.db, label);
  const cookie = await sessionCookieFor(database.db, player.id);
  const client = new Client(app);
  client.cookies.set(cookie.name, cookie.value);
  return { ...player, client, cookie: cookie.header };
}

const list = async (client: Client) => expectOk(await client.query<NotificationList>("notifications.getNotifications"));
const pings = (items: NotificationItem[]) => items.map((item) => (item.data.type === "ping" ? item.data.payload.friend.username : item.data.type));

describe("the notification list", () => {
  it("lists only the caller's notifications, newest first", async () => {
    const alice = await signedInPlayer("Alice");
    const bob = await signedInPlayer("Bob");
    await notifyUsers(database.db, [alice.id], ping("first"));
    await notifyUsers(database.db, [alice.id, bob.id], ping("second"));
    await notifyUsers(database.db, [bob.id], ping("for-bob"));
    await notifyUsers(database.db, [alice.id, alice.id], ping("third"));

    const { items, seenAt } = await list(alice.client);
    expect(pings(items)).toEqual(["third", "second", "first"]);
    expect(items[0]!.createdAt).toBeInstanceOf(Date);
    expect(seenAt).toBeInstanceOf(Date);
    expect(pings((await list(bob.client)).items)).toEqual(["for-bob", "second"]);
  });

  it("hands a game's start back as a date, and writes nothing for nobody", async () => {
    const alice = await signedInPlayer("Alice");
    const startsAt = new Date("2031-05-10T08:00:00Z");
    await notifyUsers(database.db, [alice.id], { type: "game_cancelled", payload: { game: { id: 7, title: "Opération Brume", startsAt } } });
    await notifyUsers(database.db, [], ping("nobody"));

    const [item] = (await getNotifications(database.db, alice)).items;
    expect(item!.data).toEqual({ type: "game_cancelled", payload: { game: { id: 7, title: "Opération Brume", startsAt } } });
    expect(await database.db.$count(notification, eq(notification.userId, alice.id))).toBe(1);
  });

  it("knows each user's newest notification id, where a stream without lastEventId starts", async () => {
    const alice = await signedInPlayer("Alice");
    const bob = await signedInPlayer("Bob");
    expect(await latestNotificationId(database.db, alice.id)).toBe(0);
    await notifyUsers(database.db, [alice.id], ping("first"));
    await notifyUsers(database.db, [alice.id], ping("second"));
    await notifyUsers(database.db, [bob.id], ping("for-bob"));
    const [newest] = (await list(alice.client)).items;
    expect(await latestNotificationId(database.db, alice.id)).toBe(newest!.id);
  });

  it("reads a burst of wake-ups by id: those rows only, whoever they are for, and nothing for ids that are not integers", async () => {
    const [alice, bob] = [await createPlayer(database.db, "Alice"), await createPlayer(database.db, "Bob")];
    await notifyUsers(database.db, [alice.id], ping("one"));
    await notifyUsers(database.db, [alice.id, bob.id], ping("two"));
    const [forBob] = await database.db.select({ id: notification.id }).from(notification).where(eq(notification.userId, bob.id));
    const [forAlice] = await database.db.select({ id: notification.id }).from(notification).where(eq(notification.userId, alice.id)).limit(1);
    const read = await notificationsByIds(database.db, [forBob!.id, forAlice!.id, Number.NaN, 1.5, Number.MAX_SAFE_INTEGER + 2]);
    expect(read.map((row) => row.id).sort((a, b) => a - b)).toEqual([forAlice!.id, forBob!.id].sort((a, b) => a - b));
    expect(await notificationsByIds(database.db, [])).toEqual([]);
    expect(await notificationsByIds(database.db, [Number.NaN])).toEqual([]);
  });

  it("derives unseen from the last-seen time, which never goes past now nor back", async () => {
    const alice = await signedInPlayer("Alice");
    await notifyUsers(database.db, [alice.id], ping("before"));
    const { seenAt } = expectOk(await alice.client.mutation<{ seenAt: Date }>("notifications.updateLastSeenNotifications"));
    await notifyUsers(database.db, [alice.id], ping("after"));

    const listed = await list(alice.client);
    expect(listed.seenAt).toEqual(seenAt);
    const unseen = listed.items.filter((item) => item.createdAt > listed.seenAt);
    expect(pings(unseen)).toEqual(["after"]);

    // A time in the future is capped at now: "after" is seen, and later ones will not be.
    const future = new Date(Date.now() + 3600_000);
    const capped = expectOk(await alice.client.mutation<{ seenAt: Date }>("notifications.updateLastSeenNotifications", { seenAt: future }));
    expect(capped.seenAt.getTime()).toBeLessThan(future.getTime());
    expect(capped.seenAt.getTime()).toBeGreaterThanOrEqual(listed.items[0]!.createdAt.getTime());
    await notifyUsers(database.db, [alice.id], ping("latest"));
    const again = await list(alice.client);
    expect(pings(again.items.filter((item) => item.createdAt > again.seenAt))).toEqual(["latest"]);

    // An older time does not bring seen notifications back.
    const back = expectOk(await alice.client.mutation<{ seenAt: Date }>("notifications.updateLastSeenNotifications", { seenAt: new Date(0) }));
    expect(back.seenAt).toEqual(capped.seenAt);
  });

  it("deletes only the caller's read notifications, then clears all of them, never someone else's", async () => {
    const alice = await signedInPlayer("Alice");
    const bob = await signedInPlayer("Bob");
    await notifyUsers(database.db, [alice.id, bob.id], ping("old"));
    await notifyUsers(database.db, [alice.id, bob.id], ping("older-still-read"));
    expectOk(await alice.client.mutation("notifications.updateLastSeenNotifications"));
    expectOk(await bob.client.mutation("notifications.updateLastSeenNotifications"));
    await notifyUsers(database.db, [alice.id, bob.id], ping("new"));

    expect(expectOk(await alice.client.mutation<number>("notifications.deleteReadNotifications"))).toBe(2);
    expect(pings((await list(alice.client)).items)).toEqual(["new"]);
    expect(expectOk(await alice.client.mutation<number>("notifications.deleteReadNotifications"))).toBe(0);

    expect(expectOk(await alice.client.mutation<number>("notifications.clearNotifications"))).toBe(1);
    expect((await list(alice.client)).items).toEqual([]);
    // Bob's three are all still there, read or not.
    expect(pings((await list(bob.client)).items)).toEqual(["new", "older-still-read", "old"]);
  });

  it("refuses anonymous and non-onboarded callers, over HTTP and over SSE", async () => {
    const anonymous = new Client(app);
    for (const call of [
      anonymous.query("notifications.getNotifications"),
      anonymous.mutation("notifications.updateLastSeenNotifications"),
      anonymous.mutation("notifications.deleteReadNotifications"),
      anonymous.mutation("notifications.clearNotifications"),
    ]) {
      expect(expectError(await call).data.appCode).toBe("UNAUTHENTICATED");
    }
    const refusedStream = subscribeToNotifications(url, null);
    expect((await refusedStream.waitForError()).data?.appCode).toBe("UNAUTHENTICATED");
    refusedStream.close();

    const halfway = await signedInPlayer("Halfway");
    await database.db.update(user).set({ infoFilled: false }).where(eq(user.id, halfway.id));
    await notifyUsers(database.db, [halfway.id], ping("hidden"));
    expect(expectError(await halfway.client.query("notifications.getNotifications")).data.appCode).toBe("PROFILE_NOT_FILLED");
    expect(expectError(await halfway.client.mutation("notifications.clearNotifications")).data.appCode).toBe("PROFILE_NOT_FILLED");
    const halfwayStream = subscribeToNotifications(url, halfway.cookie, { lastEventId: "0" });
    expect((await halfwayStream.waitForError()).data?.appCode).toBe("PROFILE_NOT_FILLED");
    halfwayStream.close();
    expect(halfwayStream.received).toEqual([]);
    // Nothing was deleted by the refused call.
    expect(await database.db.$count(notification, eq(notification.userId, halfway.id))).toBe(1);
  });

  it("needs a profile in the service too, whoever calls it", async () => {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: "Sans profil", email: `${id}@example.com` });
    expect(await appCodeOf(getNotifications(database.db, { id }))).toBe("PROFILE_NOT_FILLED");
    expect(await appCodeOf(updateLastSeenNotifications(database.db, { id }, undefined))).toBe("PROFILE_NOT_FILLED");
  });
});

describe("live notifications over SSE (one process)", () => {
  it("delivers what commits after subscribing, once, and stops listening when the client leaves", async () => {
    const alice = await signedInPlayer("Alice");
    const bob = await signedInPlayer("Bob");
    const before = bus.subscriberCount();
    const stream = subscribeToNotifications(url, alice.cookie, { lastEventId: "0" });
    await stream.started;

    await notifyUsers(database.db, [bob.id], ping("not-for-alice"));
    await notifyUsers(database.db, [alice.id], ping("hello"));
    const [live] = await stream.waitFor(1);
    expect(live!.data).toEqual(ping("hello"));
    expect(live!.createdAt).toBeInstanceOf(Date);
    expect(bus.subscriberCount()).toBe(before + 1);

    stream.close();
    await expect.poll(() => bus.subscriberCount()).toBe(before);
    expect(pings(stream.received)).toEqual(["hello"]);
  });

  it("ends with its session: signed out elsewhere or suspended, the stream stops and says so; another device's goes on", async () => {
    const alice = await signedInPlayer("Alice");
    const laptop = await sessionCookieFor(database.db, alice.id);
    const onPhone = subscribeToNotifications(url, alice.cookie, { lastEventId: "0" });
    const onLaptop = subscribeToNotifications(url, laptop.header, { lastEventId: "0" });
    await Promise.all([onPhone.started, onLaptop.started]);

    // From the laptop: "sign every other device out".
    const response = await fetch(new URL("/api/auth/revoke-other-sessions", url), {
      method: "POST",
      headers: { cookie: laptop.header, origin: APP_ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect((await onPhone.waitForError(5_000)).data?.appCode).toBe("UNAUTHENTICATED");
    await notifyUsers(database.db, [alice.id], ping("after-sign-out"));
    await onLaptop.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pings(onPhone.received)).toEqual([]);
    onPhone.close();

    const moderator = await createPlayer(database.db, "Modo");
    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, moderator.id));
    await suspend(database.db, { id: moderator.id, role: "moderator" }, { userId: alice.id, days: 7, reason: "Insultes" });
    expect((await onLaptop.waitForError(5_000)).data?.appCode).toBe("UNAUTHENTICATED");
    await notifyUsers(database.db, [alice.id], ping("after-suspension"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pings(onLaptop.received)).toEqual(["after-sign-out"]);
    onLaptop.close();
  });

  it("never delivers a notification whose transaction rolled back", async () => {
    const alice = await signedInPlayer("Alice");
    const stream = subscribeToNotifications(url, alice.cookie, { lastEventId: "0" });
    await stream.started;
    await expect(
      database.db.transaction(async (tx) => {
        await notifyUsers(tx, [alice.id], ping("rolled-back"));
        throw new Error("the change it reported failed");
      }),
    ).rejects.toThrow("the change it reported failed");
    await database.db.transaction((tx) => notifyUsers(tx, [alice.id], ping("committed")));

    await stream.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pings(stream.received)).toEqual(["committed"]);
    stream.close();
  });

  it("catches up from lastEventId while others keep writing: none missing, none twice", async () => {
    const alice = await signedInPlayer("Alice");
    await notifyUsers(database.db, [alice.id], ping("already-had"));
    const [had] = (await list(alice.client)).items;
    for (let n = 1; n <= 150; n++) await notifyUsers(database.db, [alice.id], ping(`missed-${n}`));

    // Three writers keep committing, back to back, while the stream reads the table (150 rows:
    // two pages) and goes live: some commit between its catch-up query and its going live.
    const stream = subscribeToNotifications(url, alice.cookie, { lastEventId: String(had!.id) });
    await Promise.all(
      [1, 2, 3].map(async (writer) => {
        for (let n = 1; n <= 40; n++) await notifyUsers(database.db, [alice.id], ping(`during-${writer}-${n}`));
      }),
    );

    const received = await stream.waitFor(270, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stream.close();
    const expected = await database.db.select({ id: notification.id }).from(notification).where(eq(notification.userId, alice.id));
    const expectedIds = expected
      .map((row) => row.id)
      .filter((id) => id > had!.id)
      .sort((a, b) => a - b);
    const receivedIds = stream.received.map((item) => item.id);
    // Concurrent writers may commit out of id order, and live events follow commits: compare sets.
    expect(receivedIds).toHaveLength(expectedIds.length);
    expect([...receivedIds].sort((a, b) => a - b)).toEqual(expectedIds);
    // What was missed comes first, from the table, in id order.
    expect(pings(received.slice(0, 150))).toEqual(Array.from({ length: 150 }, (_, i) => `missed-${i + 1}`));
  });

  it("ends open streams on shutdown with a retryable error instead of keeping close() waiting", async () => {
    const other = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
    const config = loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl") }));
    const built = await buildApp({ config, database: other, mailer: noMail, logger: false });
    const otherUrl = await built.app.listen({ host: "127.0.0.1", port: 0 });
    const alice = await signedInPlayer("Alice");
    const stream = subscribeToNotifications(otherUrl, alice.cookie, { lastEventId: "0" });
    await stream.started;
    await notifyUsers(database.db, [alice.id], ping("before-shutdown"));
    await stream.waitFor(1);

    const started = Date.now();
    await built.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await stream.waitForError()).data?.code).toBe("SERVICE_UNAVAILABLE");
    stream.close();
    await other.close();
  });
});
