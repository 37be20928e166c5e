import { randomUUID } from "node:crypto";
import { MESSAGES_PER_MINUTE } from "@escouade/contracts/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { message } from "../../db/schema/index.ts";
import {
  acceptMessageRequest,
  blockPlayer,
  declineMessageRequest,
  getConversation,
  getMessages,
  listConversations,
  markRead,
  openDirectConversation,
  sendMessage,
  unblockPlayer,
  unreadSummary,
} from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

async function players(count = 2) {
  return Promise.all(Array.from({ length: count }, (_, i) => createPlayer(database.db, `Msg${i}`)));
}

const send = (actor: { id: string }, conversationId: number, body: string, clientId = randomUUID()) =>
  sendMessage(database.db, actor, { conversationId, clientId, body });
const inbox = (actor: { id: string }, folder: "inbox" | "requests" = "inbox") => listConversations(database.db, actor, { folder, limit: 20 });

describe("direct conversations", () => {
  it("puts a stranger's first message in the receiver's requests folder, until they accept", async () => {
    const [a, b] = await players();
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    // Opened but empty: nowhere yet, on either side.
    expect((await inbox(a!)).items).toEqual([]);
    expect((await inbox(b!, "requests")).items).toEqual([]);

    await send(a!, conversationId, "Salut, tu viens dimanche ?");
    expect((await inbox(a!)).items.map((c) => c.id)).toEqual([conversationId]);
    expect((await inbox(b!)).items).toEqual([]);
    const [request] = (await inbox(b!, "requests")).items;
    expect(request).toMatchObject({
      id: conversationId,
      state: "request",
      unread: 1,
      other: { userId: a!.id, username: a!.username },
      lastMessage: { excerpt: "Salut, tu viens dimanche ?" },
    });
    expect(await unreadSummary(database.db, b!)).toEqual({ unread: 0, requests: 1 });

    await acceptMessageRequest(database.db, b!, conversationId);
    expect((await inbox(b!)).items.map((c) => c.id)).toEqual([conversationId]);
    expect(await unreadSummary(database.db, b!)).toEqual({ unread: 1, requests: 0 });
    expect(await appCodeOf(acceptMessageRequest(database.db, b!, conversationId))).toBe("NO_MESSAGE_REQUEST");
  });

  it("lands straight in a friend's inbox, and both opening at once share one conversation", async () => {
    const [a, b] = await players();
    await makeFriends(database.db, a!, b!);
    const [one, two] = await Promise.all([openDirectConversation(database.db, a!, b!.id), openDirectConversation(database.db, b!, a!.id)]);
    expect(one.conversationId).toBe(two.conversationId);
    await send(a!, one.conversationId, "Dispo ce week-end ?");
    expect((await inbox(b!)).items.map((c) => c.id)).toEqual([one.conversationId]);
  });

  it("lands in the inbox of a game's organizer for a player registered to it (and back), and of a teammate; a stranger's still waits", async () => {
    const [organizer, registered, stranger] = await players(3);
    const { id: gameId } = await createGame(database.db, organizer!, gameInput());
    await registerForGame(database.db, registered!, { gameId, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });
    const toOrganizer = await openDirectConversation(database.db, registered!, organizer!.id);
    await send(registered!, toOrganizer.conversationId, "Je viens avec une réplique de plus, c'est possible ?");
    expect((await inbox(organizer!)).items.map((c) => c.id)).toEqual([toOrganizer.conversationId]);
    const fromStranger = await openDirectConversation(database.db, stranger!, organizer!.id);
    await send(stranger!, fromStranger.conversationId, "Bonjour");
    expect((await inbox(organizer!, "requests")).items.map((c) => c.id)).toEqual([fromStranger.conversationId]);

    const team = await createTeamWith(database.db, { members: 1 });
    const teammate = team.members[0]!;
    const toOwner = await openDirectConversation(database.db, teammate, team.owner.id);
    await send(teammate, toOwner.conversationId, "Entraînement samedi ?");
    expect((await inbox(team.owner)).items.map((c) => c.id)).toEqual([toOwner.conversationId]);
  });

  it("answering a request accepts it; declining keeps it out of both folders", async () => {
    const [a, b, c] = await players(3);
    const first = await openDirectConversation(database.db, a!, b!.id);
    await send(a!, first.conversationId, "Bonjour");
    await send(b!, first.conversationId, "Bonjour à toi");
    expect((await inbox(b!)).items.map((x) => x.id)).toEqual([first.conversationId]);

    const second = await openDirectConversation(database.db, c!, b!.id);
    await send(c!, second.conversationId, "Vends M4, intéressé ?");
    await declineMessageRequest(database.db, b!, second.conversationId);
    expect((await inbox(b!, "requests")).items).toEqual([]);
    expect((await inbox(b!)).items.map((x) => x.id)).toEqual([first.conversationId]);
  });

  it("refuses oneself, an unknown player and a conversation one is not in", async () => {
    const [a, b, outsider] = await players(3);
    expect(await appCodeOf(openDirectConversation(database.db, a!, a!.id))).toBe("SELF_ACTION");
    expect(await appCodeOf(openDirectConversation(database.db, a!, randomUUID()))).toBe("NOT_FOUND");
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    const [sent] = [await send(a!, conversationId, "Privé")];
    expect(await appCodeOf(getMessages(database.db, outsider!, { conversationId, limit: 10 }))).toBe("NOT_FOUND");
    expect(await appCodeOf(send(outsider!, conversationId, "Je m'incruste"))).toBe("NOT_FOUND");
    expect(await appCodeOf(markRead(database.db, outsider!, { conversationId, messageId: sent!.id }))).toBe("NOT_FOUND");
    expect(await appCodeOf(getMessages(database.db, a!, { conversationId: 2 ** 53 - 1, limit: 10 }))).toBe("NOT_FOUND");
  });
});

describe("sending", () => {
  it("stores a message once whatever the retries: same client id in sequence and at the same instant", async () => {
    const [a, b] = await players();
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    const clientId = randomUUID();
    const first = await send(a!, conversationId, "Une seule fois", clientId);
    const again = await send(a!, conversationId, "Une seule fois", clientId);
    expect(again.id).toBe(first.id);
    const twin = randomUUID();
    const [x, y] = await Promise.all([send(a!, conversationId, "Double clic", twin), send(a!, conversationId, "Double clic", twin)]);
    expect(x.id).toBe(y.id);
    const stored = await database.db.select({ id: message.id }).from(message).where(eq(message.conversationId, conversationId));
    expect(stored).toHaveLength(2);
  });

  it(`lets ${MESSAGES_PER_MINUTE} messages a minute through and refuses the next, even sent all at once`, async () => {
    const [a, b] = await players();
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    const results = await Promise.all(Array.from({ length: MESSAGES_PER_MINUTE + 3 }, (_, i) => appCodeOf(send(a!, conversationId, `Message ${i}`))));
    expect(results.filter((code) => code === null)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(results.filter((code) => code === "MESSAGE_RATE_LIMITED")).toHaveLength(3);
  });

  it("pages the history backwards, newest first, with nothing lost or repeated", async () => {
    const [a, b] = await players();
    await makeFriends(database.db, a!, b!);
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    const sent: number[] = [];
    for (let i = 0; i < 25; i++) sent.push((await send(i % 2 ? b! : a!, conversationId, `n°${i}`)).id);
    const first = await getMessages(database.db, b!, { conversationId, limit: 10 });
    const second = await getMessages(database.db, b!, { conversationId, cursor: first.nextCursor!, limit: 10 });
    const third = await getMessages(database.db, b!, { conversationId, cursor: second.nextCursor!, limit: 10 });
    expect(third.nextCursor).toBeNull();
    expect([...first.items, ...second.items, ...third.items].map((m) => m.id)).toEqual([...sent].reverse());
  });

  it("counts unread messages from the others after the read marker, which never moves back", async () => {
    const [a, b] = await players();
    await makeFriends(database.db, a!, b!);
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    const m1 = await send(a!, conversationId, "un");
    const m2 = await send(a!, conversationId, "deux");
    await send(a!, conversationId, "trois");
    expect((await inbox(b!)).items[0]!.unread).toBe(3);
    expect((await inbox(a!)).items[0]!.unread).toBe(0);
    await markRead(database.db, b!, { conversationId, messageId: m2.id });
    expect((await inbox(b!)).items[0]!.unread).toBe(1);
    await markRead(database.db, b!, { conversationId, messageId: m1.id });
    expect((await inbox(b!)).items[0]!.unread).toBe(1);
    // A marker past the last message stops at it.
    expect(await markRead(database.db, b!, { conversationId, messageId: 2 ** 53 - 1 })).toEqual({ lastReadId: expect.any(Number) });
    expect((await inbox(b!)).items[0]!.unread).toBe(0);
  });
});

describe("blocking", () => {
  it("tells each side of a direct conversation who blocked, for the composer", async () => {
    const [a, b] = await players();
    await makeFriends(database.db, a!, b!);
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    await send(a!, conversationId, "Salut");
    await blockPlayer(database.db, b!, a!.id);
    expect(await getConversation(database.db, a!, conversationId)).toMatchObject({ blocked: "them", other: { userId: b!.id } });
    expect(await getConversation(database.db, b!, conversationId)).toMatchObject({
      blocked: "me",
      other: { userId: a!.id },
      members: expect.arrayContaining([expect.objectContaining({ userId: a!.id })]),
    });
  });

  it("stops both sides from opening or writing, and unblocking lifts it", async () => {
    const [a, b] = await players();
    await makeFriends(database.db, a!, b!);
    const { conversationId } = await openDirectConversation(database.db, a!, b!.id);
    await send(b!, conversationId, "Avant");
    await blockPlayer(database.db, a!, b!.id);
    expect(await appCodeOf(send(b!, conversationId, "Après"))).toBe("PLAYER_BLOCKED");
    expect(await appCodeOf(send(a!, conversationId, "Moi non plus"))).toBe("PLAYER_BLOCKED");
    expect(await appCodeOf(openDirectConversation(database.db, b!, a!.id))).toBe("PLAYER_BLOCKED");
    expect(await appCodeOf(blockPlayer(database.db, a!, a!.id))).toBe("SELF_ACTION");
    await unblockPlayer(database.db, a!, b!.id);
    expect((await send(b!, conversationId, "Après")).body).toBe("Après");
  });
});

describe("the conversation list", () => {
  it("pages by last activity and refuses a cursor it did not write", async () => {
    const [me, ...others] = await players(4);
    const ids: number[] = [];
    for (const other of others) {
      await makeFriends(database.db, me!, other!);
      const { conversationId } = await openDirectConversation(database.db, me!, other!.id);
      await send(other!, conversationId, "Coucou");
      ids.push(conversationId);
    }
    const first = await listConversations(database.db, me!, { folder: "inbox", limit: 2 });
    const second = await listConversations(database.db, me!, { folder: "inbox", limit: 2, cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual([...ids].reverse());
    expect(second.nextCursor).toBeNull();
    expect(await appCodeOf(listConversations(database.db, me!, { folder: "inbox", limit: 2, cursor: "2026-13-45T99:99:99Z|1" }))).toBe("VALIDATION_FAILED");
    expect(await appCodeOf(listConversations(database.db, me!, { folder: "inbox", limit: 2, cursor: "'; drop table message; --" }))).toBe("VALIDATION_FAILED");
  });
});
