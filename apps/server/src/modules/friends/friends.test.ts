import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { friendship, notification, ping } from "../../db/schema/index.ts";
import { acceptFriendRequest, cancelFriendRequest, declineFriendRequest, friendStatuses, pingFriend, removeFriend, sendFriendRequest } from "./service.ts";
import { getPlayers } from "../players/service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer } from "../../../test-support/players.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

async function pair() {
  const [a, b] = await Promise.all([createPlayer(database.db, "Alpha"), createPlayer(database.db, "Bravo")]);
  return { a: a!, b: b! };
}

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

async function view(viewer: { id: string }, friendShipStatus: "friends" | "requests" | "pending" | "others", q?: string) {
  return (await getPlayers(database.db, viewer, { friendShipStatus, q, limit: 50 })).items.map((p) => p.userId);
}

describe("friendship transitions", () => {
  it("sends, then accepts: both are friends and each side is told what the other did", async () => {
    const { a, b } = await pair();
    expect(await sendFriendRequest(database.db, a, b.id)).toEqual({ status: "request_sent" });
    expect(await view(b, "requests", a.username)).toEqual([a.id]);
    expect(await view(a, "pending", b.username)).toEqual([b.id]);
    expect(await view(a, "others", b.username)).toEqual([]);
    expect((await notificationsOf(b.id)).map((n) => n.type)).toEqual(["friend_request"]);
    expect((await notificationsOf(b.id))[0]).toMatchObject({ payload: { friend: { id: a.id, username: a.username } } });

    expect(await acceptFriendRequest(database.db, b, a.id)).toEqual({ status: "friends" });
    expect(await view(a, "friends", b.username)).toEqual([b.id]);
    expect(await view(b, "friends", a.username)).toEqual([a.id]);
    expect(await view(a, "pending", b.username)).toEqual([]);
    expect(await view(a, "others", b.username)).toEqual([]);
    expect(await notificationsOf(a.id)).toMatchObject([{ type: "friend_accept", payload: { friend: { id: b.id, username: b.username } } }]);
  });

  it("cancels a sent request, declines a received one, removes a friend", async () => {
    const { a, b } = await pair();
    await sendFriendRequest(database.db, a, b.id);
    expect(await cancelFriendRequest(database.db, a, b.id)).toEqual({ status: "none" });
    expect(await view(b, "requests", a.username)).toEqual([]);
    expect(await view(a, "others", b.username)).toEqual([b.id]);

    await sendFriendRequest(database.db, a, b.id);
    expect(await declineFriendRequest(database.db, b, a.id)).toEqual({ status: "none" });
    expect(await view(a, "others", b.username)).toEqual([b.id]);

    await sendFriendRequest(database.db, a, b.id);
    await acceptFriendRequest(database.db, b, a.id);
    expect(await removeFriend(database.db, b, a.id)).toEqual({ status: "none" });
    expect(await view(a, "friends", b.username)).toEqual([]);
    expect(await view(a, "others", b.username)).toEqual([b.id]);
  });

  it("refuses every illegal transition, and changes nothing", async () => {
    const { a, b } = await pair();
    expect(await appCodeOf(sendFriendRequest(database.db, a, a.id))).toBe("SELF_ACTION");
    expect(await appCodeOf(sendFriendRequest(database.db, a, "no-such-user"))).toBe("NOT_FOUND");
    expect(await appCodeOf(acceptFriendRequest(database.db, b, a.id))).toBe("NO_FRIEND_REQUEST");
    expect(await appCodeOf(cancelFriendRequest(database.db, a, b.id))).toBe("NO_FRIEND_REQUEST");
    expect(await appCodeOf(declineFriendRequest(database.db, b, a.id))).toBe("NO_FRIEND_REQUEST");
    expect(await appCodeOf(removeFriend(database.db, a, b.id))).toBe("NOT_FRIENDS");
    expect(await appCodeOf(pingFriend(database.db, a, b.id))).toBe("NOT_FRIENDS");

    await sendFriendRequest(database.db, a, b.id);
    expect(await appCodeOf(sendFriendRequest(database.db, a, b.id))).toBe("FRIEND_REQUEST_PENDING");
    // Only the addressee accepts or declines; only the requester cancels.
    expect(await appCodeOf(acceptFriendRequest(database.db, a, b.id))).toBe("NO_FRIEND_REQUEST");
    expect(await appCodeOf(declineFriendRequest(database.db, a, b.id))).toBe("NO_FRIEND_REQUEST");
    expect(await appCodeOf(cancelFriendRequest(database.db, b, a.id))).toBe("NO_FRIEND_REQUEST");
    expect(await appCodeOf(removeFriend(database.db, b, a.id))).toBe("NOT_FRIENDS");

    await acceptFriendRequest(database.db, b, a.id);
    expect(await appCodeOf(sendFriendRequest(database.db, b, a.id))).toBe("ALREADY_FRIENDS");
    expect(await appCodeOf(acceptFriendRequest(database.db, b, a.id))).toBe("ALREADY_FRIENDS");
    // Declining is for requests: it never ends a friendship.
    expect(await appCodeOf(declineFriendRequest(database.db, b, a.id))).toBe("NO_FRIEND_REQUEST");
    const rows = await database.db
      .select()
      .from(friendship)
      .where(and(eq(friendship.requesterId, a.id), eq(friendship.addresseeId, b.id)));
    expect(rows).toMatchObject([{ status: "accepted" }]);
  });

  it("turns two requests crossing at the same instant into one friendship", async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b } = await pair();
      const results = await Promise.all([sendFriendRequest(database.db, a, b.id), sendFriendRequest(database.db, b, a.id)]);
      expect(results.map((r) => r.status).sort()).toEqual(["friends", "request_sent"]);
      const rows = await database.db.select().from(friendship).where(eq(friendship.requesterId, a.id));
      const reverse = await database.db.select().from(friendship).where(eq(friendship.requesterId, b.id));
      expect([...rows, ...reverse]).toMatchObject([{ status: "accepted" }]);
    }
  });

  it("a request answers a request already received: sending back accepts it", async () => {
    const { a, b } = await pair();
    await sendFriendRequest(database.db, a, b.id);
    expect(await sendFriendRequest(database.db, b, a.id)).toEqual({ status: "friends" });
    expect(await view(a, "friends", b.username)).toEqual([b.id]);
    expect(await notificationsOf(a.id)).toMatchObject([{ type: "friend_accept", payload: { friend: { id: b.id, username: b.username } } }]);
  });
});

describe("friend statuses", () => {
  it("says how the viewer stands with each player", async () => {
    const player = (label: string) => createPlayer(database.db, label);
    const [me, friend, asked, asking, stranger] = await Promise.all([player("Moi"), player("Ami"), player("Demande"), player("Demandeur"), player("Inconnu")]);
    await sendFriendRequest(database.db, me, friend.id);
    await acceptFriendRequest(database.db, friend, me.id);
    await sendFriendRequest(database.db, me, asked.id);
    await sendFriendRequest(database.db, asking, me.id);
    const everyone = [me, friend, asked, asking, stranger].map((p) => p.id);

    expect(Object.fromEntries(await friendStatuses(database.db, me.id, everyone))).toEqual({
      [me.id]: "self",
      [friend.id]: "friends",
      [asked.id]: "request_sent",
      [asking.id]: "request_received",
      [stranger.id]: "none",
    });
    // Seen from the other side of each request.
    expect((await friendStatuses(database.db, asked.id, [me.id])).get(me.id)).toBe("request_received");
    expect((await friendStatuses(database.db, asking.id, [me.id])).get(me.id)).toBe("request_sent");
    expect([...(await friendStatuses(database.db, null, everyone)).values()]).toEqual(["none", "none", "none", "none", "none"]);
    expect((await friendStatuses(database.db, me.id, [])).size).toBe(0);
  });
});

describe("pings", () => {
  it("pings a friend once an hour at most, even with a double click", async () => {
    const { a, b } = await pair();
    await sendFriendRequest(database.db, a, b.id);
    await acceptFriendRequest(database.db, b, a.id);
    const results = await Promise.all([appCodeOf(pingFriend(database.db, a, b.id)), appCodeOf(pingFriend(database.db, a, b.id))]);
    expect(results.sort()).toEqual(["PING_TOO_SOON", null].sort());
    expect((await notificationsOf(b.id)).filter((n) => n.type === "ping")).toMatchObject([{ payload: { friend: { id: a.id, username: a.username } } }]);
    // The limit is per direction: B may ping back.
    await pingFriend(database.db, b, a.id);
    // An hour later, A may ping again.
    await database.db
      .update(ping)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(ping.fromId, a.id));
    expect(await pingFriend(database.db, a, b.id)).toEqual({ ok: true });
    expect((await notificationsOf(b.id)).filter((n) => n.type === "ping")).toHaveLength(2);
  });
});
