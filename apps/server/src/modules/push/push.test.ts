import { randomUUID } from "node:crypto";
import type { NotificationData } from "@escouade/contracts/notifications";
import type { PushDevice, PushPayload } from "@escouade/contracts/push";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscription, registration, user } from "../../db/schema/index.ts";
import { sweepGameReminders } from "../game-reminders/service.ts";
import { createGame } from "../games/service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { startLocalPushService, type LocalPushService, type PushBrowser } from "../../../test-support/push-service.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

let server: TestApp;
let pushService: LocalPushService;
const db = () => server.database.db;

beforeAll(async () => {
  [server, pushService] = await Promise.all([createTestApp(), startLocalPushService()]);
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

async function signedInPlayer(label: string, lang = "fr") {
  const player = await createPlayer(db(), label);
  await db().update(user).set({ lang }).where(eq(user.id, player.id));
  const cookie = await sessionCookieFor(db(), player.id);
  const client = new Client(server.app);
  client.cookies.set(cookie.name, cookie.value);
  return { ...player, client };
}

/** A player with this phone's pushes turned on. */
async function playerWithPhone(label: string, lang = "fr") {
  const player = await signedInPlayer(label, lang);
  const phone = pushService.newBrowser();
  const { id } = expectOk(await player.client.mutation<{ id: number }>("push.subscribe", { endpoint: phone.endpoint, keys: phone.keys }));
  return { ...player, phone, deviceId: id };
}

/** Pushes leave after the commit, in the background: wait until the phone has `count` of them. */
async function waitForPushes(phone: PushBrowser, count: number): Promise<PushPayload[]> {
  const deadline = Date.now() + 5_000;
  while (phone.received().length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${phone.received().length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return phone.received() as PushPayload[];
}

const friend = (username: string) => ({ id: "f-1", username });
const ping = (from: string): NotificationData => ({ type: "ping", payload: { friend: friend(from) } });
const friendRequest = (from: string): NotificationData => ({ type: "friend_request", payload: { friend: friend(from) } });
const cancelled = (title: string): NotificationData => ({
  type: "game_cancelled",
  payload: { game: { id: 12, title, startsAt: new Date("2031-05-10T08:00:00Z") } },
});

describe("push to installed apps", () => {
  it("pushes a chosen type to the phone, encrypted (aes128gcm) and signed with the server's VAPID key, in the player's language", async () => {
    const alice = await playerWithPhone("Alice");
    const { publicKey } = expectOk(await new Client(server.app).query<{ publicKey: string }>("push.getPublicKey"));

    await notifyUsers(db(), [alice.id], friendRequest("Carol"));

    const [push] = await waitForPushes(alice.phone, 1);
    expect(push).toEqual({ title: "Carol vous a envoyé une demande d'ami", body: "", url: "/fr/user/f-1", tag: "friend_request:f-1" });
    const received = pushService.all.find((p) => alice.phone.endpoint.endsWith(p.id))!;
    expect(received.headers["content-encoding"]).toBe("aes128gcm");
    expect(received.vapidKey).toBe(publicKey);
    // The body on the wire is not the payload.
    expect(received.body.toString("latin1")).not.toContain("Carol");
    expect(pushService.refused).toEqual([]);
    // Marked as reached once the push service answered.
    await expect
      .poll(
        async () =>
          (await db().select({ lastSentAt: pushSubscription.lastSentAt }).from(pushSubscription).where(eq(pushSubscription.id, alice.deviceId)))[0]?.lastSentAt,
      )
      .toBeInstanceOf(Date);
  });

  it("pushes nothing of a type the player turned off for the phone; the others still come, to every device", async () => {
    const dana = await playerWithPhone("Dana", "de");
    const tablet = pushService.newBrowser();
    expectOk(await dana.client.mutation("push.subscribe", { endpoint: tablet.endpoint, keys: tablet.keys }));
    expectOk(await dana.client.mutation("notifications.setPreference", { kind: "friends", byPush: false }));

    await notifyUsers(db(), [dana.id], friendRequest("Alice"));
    // Pings are off for the phone by default.
    await notifyUsers(db(), [dana.id], ping("Alice"));
    await notifyUsers(db(), [dana.id], cancelled("Marker-1"));

    // Pushes leave in order: the marker's arrival means the two before it were dealt with.
    expect((await waitForPushes(dana.phone, 1)).map((p) => p.title)).toEqual(["Das Spiel Marker-1 wurde abgesagt"]);
    expect((await waitForPushes(tablet, 1)).map((p) => p.tag)).toEqual(["game_cancelled:12"]);
    // In the app, all three are there.
    const list = expectOk(await dana.client.query<{ items: { data: NotificationData }[] }>("notifications.getNotifications"));
    expect(list.items.map((item) => item.data.type)).toEqual(["game_cancelled", "ping", "friend_request"]);
  });

  it("pushes nothing for a transaction that rolls back", async () => {
    const gina = await playerWithPhone("Gina");
    const rollback = new Error("rolled back");
    await expect(
      db().transaction(async (tx) => {
        await notifyUsers(tx, [gina.id], cancelled("Rolled-back"));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await notifyUsers(db(), [gina.id], cancelled("Marker-2"));
    expect((await waitForPushes(gina.phone, 1)).map((p) => p.title)).toEqual(["La partie Marker-2 a été annulée"]);
  });

  it("deletes a subscription the push service says is gone (410), and keeps the player's others", async () => {
    const erin = await playerWithPhone("Erin", "en");
    const laptop = pushService.newBrowser();
    expectOk(await erin.client.mutation("push.subscribe", { endpoint: laptop.endpoint, keys: laptop.keys }));
    pushService.gone(erin.phone.endpoint);

    await notifyUsers(db(), [erin.id], cancelled("Marker-3"));

    expect((await waitForPushes(laptop, 1)).map((p) => p.title)).toEqual(["The game Marker-3 has been cancelled"]);
    const deadline = Date.now() + 5_000;
    while ((await db().$count(pushSubscription, eq(pushSubscription.id, erin.deviceId))) > 0) {
      if (Date.now() > deadline) throw new Error("the gone subscription is still there");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const devices = expectOk(await erin.client.query<PushDevice[]>("push.getDevices"));
    expect(devices.map((d) => d.endpoint)).toEqual([laptop.endpoint]);
  });

  it("pushes a new message to the other side's phone, not to the sender's, and not once turned off", async () => {
    const alice = await playerWithPhone("Alice");
    const bob = await playerWithPhone("Bob", "en");
    await makeFriends(db(), alice, bob);
    const { conversationId } = expectOk(await bob.client.mutation<{ conversationId: number }>("messages.openDirectConversation", { userId: alice.id }));

    expectOk(await bob.client.mutation("messages.sendMessage", { conversationId, clientId: randomUUID(), body: "On se retrouve au parking à 8 h ?" }));

    const [push] = await waitForPushes(alice.phone, 1);
    expect(push).toEqual({
      title: bob.username,
      body: "On se retrouve au parking à 8 h ?",
      url: `/fr/messages/${conversationId}`,
      tag: `message:${conversationId}`,
    });
    // Alice turns messages off for her phone: Bob's next one stays in the app.
    expectOk(await alice.client.mutation("notifications.setPreference", { kind: "messages", byPush: false }));
    expectOk(await bob.client.mutation("messages.sendMessage", { conversationId, clientId: randomUUID(), body: "Tu viens ?" }));
    await notifyUsers(db(), [alice.id], cancelled("Marker-4"));
    expect((await waitForPushes(alice.phone, 2)).map((p) => p.title)).toEqual([bob.username, "La partie Marker-4 a été annulée"]);
    expect(bob.phone.received()).toEqual([]);
  });
});

describe("the day-before reminder", () => {
  it("reaches the phone of a confirmed player, in their language, with the game's page", async () => {
    const frank = await playerWithPhone("Frank", "es");
    const organizer = await createPlayer(db(), "Orga");
    // Years ahead, swept as if it were then: no other file's game is due in that window.
    const now = new Date(Date.now() + 3000 * 24 * 3600 * 1000 + Math.floor(Math.random() * 1e9));
    const startsAt = new Date(now.getTime() + 12 * 3600 * 1000);
    const { id } = await createGame(
      db(),
      organizer,
      gameInput({ title: "Operación Niebla", startsAt, endsAt: new Date(startsAt.getTime() + 6 * 3600 * 1000) }),
    );
    await db().insert(registration).values({ gameId: id, userId: frank.id, status: "confirmed", replicas: [] });

    await sweepGameReminders({ db: db(), log: { info: () => {}, error: () => {} } }, now);

    const [push] = await waitForPushes(frank.phone, 1);
    // The day and hour on the field's clock (a game near Lyon), whatever the server's zone.
    const hour = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(startsAt);
    expect(push?.title).toMatch(
      new RegExp(`^Ya queda poco: la partida Operación Niebla empieza el \\p{L}+, \\d{1,2} de \\p{L}+ a las ${hour} \\(hora local\\)$`, "u"),
    );
    expect(push).toEqual({
      title: push?.title,
      body: "",
      url: `/es/games/${id}`,
      tag: `game_reminder:${id}`,
    });
  });
});

describe("devices", () => {
  it("subscribes once per endpoint, moves an endpoint to whoever subscribes it last, and unsubscribes", async () => {
    const alice = await playerWithPhone("Alice");
    // The page asks again on every visit: the same endpoint stays one device.
    const again = expectOk(await alice.client.mutation<{ id: number }>("push.subscribe", { endpoint: alice.phone.endpoint, keys: alice.phone.keys }));
    expect(again.id).toBe(alice.deviceId);
    expect(expectOk(await alice.client.query<PushDevice[]>("push.getDevices"))).toHaveLength(1);

    // Bob signs in on Alice's phone: the phone is now his.
    const bob = await signedInPlayer("Bob");
    expectOk(await bob.client.mutation("push.subscribe", { endpoint: alice.phone.endpoint, keys: alice.phone.keys }));
    expect(expectOk(await alice.client.query<PushDevice[]>("push.getDevices"))).toEqual([]);
    expect(expectOk(await bob.client.query<PushDevice[]>("push.getDevices")).map((d) => d.endpoint)).toEqual([alice.phone.endpoint]);

    expect(expectOk(await bob.client.mutation("push.unsubscribe", { endpoint: alice.phone.endpoint }))).toEqual({ removed: true });
    // Twice is harmless (the browser may ask after the device was removed from another one).
    expect(expectOk(await bob.client.mutation("push.unsubscribe", { endpoint: alice.phone.endpoint }))).toEqual({ removed: false });
    expect(expectOk(await bob.client.query<PushDevice[]>("push.getDevices"))).toEqual([]);
  });

  it("removes only one's own device: someone else's id does not exist (404) and stays", async () => {
    const alice = await playerWithPhone("Alice");
    const mallory = await playerWithPhone("Mallory");
    expect(expectError(await mallory.client.mutation("push.removeDevice", { id: alice.deviceId })).data.appCode).toBe("NOT_FOUND");
    expect(expectOk(await mallory.client.mutation("push.unsubscribe", { endpoint: alice.phone.endpoint }))).toEqual({ removed: false });
    expect(await db().$count(pushSubscription, eq(pushSubscription.id, alice.deviceId))).toBe(1);
    expect(expectOk(await mallory.client.query<PushDevice[]>("push.getDevices")).map((d) => d.id)).toEqual([mallory.deviceId]);

    expect(expectOk(await alice.client.mutation("push.removeDevice", { id: alice.deviceId }))).toEqual({ id: alice.deviceId });
    expect(expectError(await alice.client.mutation("push.removeDevice", { id: alice.deviceId })).data.httpStatus).toBe(404);
  });

  it("refuses a bad subscription with a 400, and a signed-out caller with a 401", async () => {
    const alice = await signedInPlayer("Alice");
    const good = pushService.newBrowser();
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    const bad: [string, unknown][] = [
      ["empty endpoint", { endpoint: "", keys: good.keys }],
      ["endpoint too long", { endpoint: `https://push.example.com/${"a".repeat(1100)}`, keys: good.keys }],
      ["not a URL", { endpoint: "push me", keys: good.keys }],
      ["plain http", { endpoint: "http://push.example.com/x", keys: good.keys }],
      ["an address of our network", { endpoint: "https://10.0.0.1/x", keys: good.keys }],
      ["localhost", { endpoint: "https://localhost/x", keys: good.keys }],
      ["ftp", { endpoint: "ftp://push.example.com/x", keys: good.keys }],
      ["a number", { endpoint: 42, keys: good.keys }],
      ["no keys", { endpoint: good.endpoint }],
      ["a short p256dh", { endpoint: good.endpoint, keys: { ...good.keys, p256dh: "abc" } }],
      ["a p256dh off the curve", { endpoint: good.endpoint, keys: { ...good.keys, p256dh: notOnCurve } }],
      ["an auth not base64url", { endpoint: good.endpoint, keys: { ...good.keys, auth: "!".repeat(22) } }],
      ["an extra field", { endpoint: good.endpoint, keys: good.keys, userId: "someone" }],
    ];
    for (const [why, input] of bad) {
      const error = expectError(await alice.client.mutation("push.subscribe", input));
      expect(error.data.httpStatus, why).toBe(400);
    }
    expect(await db().$count(pushSubscription, eq(pushSubscription.userId, alice.id))).toBe(0);
    expect(expectError(await alice.client.mutation("push.removeDevice", { id: "1" })).data.httpStatus).toBe(400);
    expect(expectError(await alice.client.mutation("push.removeDevice", { id: -1 })).data.httpStatus).toBe(400);
    expect(expectError(await alice.client.mutation("push.unsubscribe", { endpoint: "" })).data.httpStatus).toBe(400);
    const anonymous = new Client(server.app);
    expect(expectError(await anonymous.mutation("push.subscribe", { endpoint: good.endpoint, keys: good.keys })).data.httpStatus).toBe(401);
    expect(expectError(await anonymous.query("push.getDevices")).data.httpStatus).toBe(401);
  });

  it("lets two subscriptions of one endpoint at once end as one device", async () => {
    const alice = await signedInPlayer("Alice");
    const phone = pushService.newBrowser();
    const results = await Promise.all(
      [1, 2, 3].map(() => alice.client.mutation<{ id: number }>("push.subscribe", { endpoint: phone.endpoint, keys: phone.keys })),
    );
    expect(new Set(results.map((r) => expectOk(r).id)).size).toBe(1);
    expect(await db().$count(pushSubscription, eq(pushSubscription.endpoint, phone.endpoint))).toBe(1);
  });
});
