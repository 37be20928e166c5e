import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { conversationMember, member, message, playerBlock, report } from "../../db/schema/index.ts";
import { reportsRouter } from "../reports/router.ts";
import { messagesRouter } from "./router.ts";
import { joinTeamChannel, openDirectConversation, openGameConversation, sendMessage } from "./service.ts";
import { Client, createTestApp, type TestApp } from "../../../test-support/app.ts";
import { createGame } from "../games/service.ts";
import { registerForGame, removeRegistrant } from "../registrations/service.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { sessionCookieFor, SESSION_COOKIE } from "../../../test-support/sessions.ts";

/**
 * Who may do what with a conversation, over HTTP on the real app: its participant, a player who is
 * not in it, a participant the other has blocked, and an anonymous visitor. A refused call is a
 * 4xx with a code and changes nothing. A procedure added to the router without its row here
 * fails the first test.
 */

const ACTORS = ["participant", "outsider", "blocked", "anonymous"] as const;
type ActorName = (typeof ACTORS)[number];

interface World {
  /** A direct conversation between `participant` and `blocked`, with a message each; `participant` then blocked `blocked`. */
  conversationId: number;
  lastMessageId: number;
  participant: { id: string };
  blocked: { id: string };
  outsider: { id: string };
  /** A player anyone may write to or block. */
  stranger: { id: string };
  /** A game `participant` organizes (nobody else registered). */
  gameId: number;
}

async function buildWorld(db: Db): Promise<World> {
  const [participant, blocked, outsider, stranger] = await Promise.all(["Part", "Blocked", "Outsider", "Stranger"].map((label) => createPlayer(db, label)));
  await makeFriends(db, participant!, blocked!);
  const { conversationId } = await openDirectConversation(db, participant!, blocked!.id);
  await sendMessage(db, participant!, { conversationId, clientId: randomUUID(), body: "Salut" });
  const last = await sendMessage(db, blocked!, { conversationId, clientId: randomUUID(), body: "Yo" });
  await db.insert(playerBlock).values({ blockerId: participant!.id, blockedId: blocked!.id });
  const { id: gameId } = await createGame(db, participant!, gameInput());
  return { conversationId, lastMessageId: last.id, participant: participant!, blocked: blocked!, outsider: outsider!, stranger: stranger!, gameId };
}

interface Row {
  kind: "query" | "mutation";
  input: (w: World) => unknown;
  allowed: readonly ActorName[];
}

const READERS: ActorName[] = ["participant", "blocked"];
const SIGNED_IN: ActorName[] = ["participant", "outsider", "blocked"];

/** Every messaging procedure, by its path: the messages router and the reports about messages. */
const PROCEDURES: Record<string, Row> = {
  "messages.getConversation": { kind: "query", input: (w) => ({ conversationId: w.conversationId }), allowed: READERS },
  // Only what one can read may be reported, and never one's own message.
  "reports.report": {
    kind: "mutation",
    input: (w) => ({ target: { kind: "message", id: w.lastMessageId }, reason: "harassment", details: "" }),
    allowed: ["participant"],
  },
  "reports.getMyReports": { kind: "query", input: () => undefined, allowed: SIGNED_IN },
  "messages.getConversations": { kind: "query", input: () => ({ folder: "inbox" }), allowed: SIGNED_IN },
  "messages.getUnreadSummary": { kind: "query", input: () => undefined, allowed: SIGNED_IN },
  "messages.getBlockedPlayers": { kind: "query", input: () => undefined, allowed: SIGNED_IN },
  // The history written before the block stays readable by both; nobody else reads a line.
  "messages.getMessages": { kind: "query", input: (w) => ({ conversationId: w.conversationId }), allowed: READERS },
  "messages.markRead": { kind: "mutation", input: (w) => ({ conversationId: w.conversationId, messageId: w.lastMessageId }), allowed: READERS },
  // Neither side of a block writes; an outsider cannot write in a conversation they are not in.
  "messages.sendMessage": { kind: "mutation", input: (w) => ({ conversationId: w.conversationId, clientId: randomUUID(), body: "Encore là ?" }), allowed: [] },
  "messages.openDirectConversation": { kind: "mutation", input: (w) => ({ userId: w.participant.id }), allowed: ["outsider"] },
  // A game's channel: its organizer (and confirmed registrants) only.
  // A team's channel: for its members; nobody in this world has a team (team-channel.test.ts has the rest).
  "messages.openTeamConversation": { kind: "mutation", input: () => undefined, allowed: [] },
  "messages.openGameConversation": { kind: "mutation", input: (w) => ({ gameId: w.gameId }), allowed: ["participant"] },
  // Nobody here has the conversation in their requests folder.
  "messages.acceptRequest": { kind: "mutation", input: (w) => ({ conversationId: w.conversationId }), allowed: [] },
  "messages.declineRequest": { kind: "mutation", input: (w) => ({ conversationId: w.conversationId }), allowed: [] },
  "messages.blockPlayer": { kind: "mutation", input: (w) => ({ userId: w.stranger.id }), allowed: SIGNED_IN },
  "messages.unblockPlayer": { kind: "mutation", input: (w) => ({ userId: w.stranger.id }), allowed: SIGNED_IN },
};

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

async function clientFor(w: World, actor: ActorName): Promise<Client> {
  const client = new Client(server.app);
  if (actor === "anonymous") return client;
  const cookie = await sessionCookieFor(server.database.db, w[actor].id);
  client.cookies.set(SESSION_COOKIE, cookie.value);
  return client;
}

/** What a messaging call could change: messages, memberships and blocks of the world's players. */
async function snapshot(db: Db, w: World) {
  const ids = [w.participant.id, w.blocked.id, w.outsider.id, w.stranger.id];
  const [messages] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(message)
    .where(eq(message.conversationId, w.conversationId));
  const members = await db.select().from(conversationMember).where(eq(conversationMember.conversationId, w.conversationId)).orderBy(conversationMember.userId);
  const blocks = await db
    .select({ a: playerBlock.blockerId, b: playerBlock.blockedId })
    .from(playerBlock)
    .where(sql`${playerBlock.blockerId} in ${ids} or ${playerBlock.blockedId} in ${ids}`);
  const reports = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(report)
    .where(sql`${report.reporterId} in ${ids}`);
  const opened = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMember)
    .where(sql`${conversationMember.userId} in ${ids}`);
  return JSON.stringify({ messages, reports, members, blocks: blocks.sort((x, y) => `${x.a}${x.b}`.localeCompare(`${y.a}${y.b}`)), opened });
}

describe("the messaging authorization matrix", () => {
  it("has a row for every procedure of the messages router", () => {
    const paths = [
      ...Object.keys(messagesRouter._def.procedures).map((name) => `messages.${name}`),
      ...Object.keys(reportsRouter._def.procedures).map((name) => `reports.${name}`),
    ];
    expect(Object.keys(PROCEDURES).sort()).toEqual(paths.sort());
  });

  const cases = Object.entries(PROCEDURES).flatMap(([name, row]) => ACTORS.map((actor) => [name, actor, row.allowed.includes(actor)] as const));

  it.each(cases)("%s by %s: allowed %s", async (name, actor, allowed) => {
    const row = PROCEDURES[name]!;
    const db = server.database.db;
    const w = await buildWorld(db);
    const client = await clientFor(w, actor);
    const before = await snapshot(db, w);
    const input = row.input(w);
    const result = row.kind === "query" ? await client.query(name, input) : await client.mutation(name, input);
    if (allowed) {
      expect(result.ok, result.raw).toBe(true);
      return;
    }
    expect(result.ok, result.raw).toBe(false);
    if (result.ok) return;
    expect(result.status, result.raw).toBeGreaterThanOrEqual(400);
    expect(result.status, result.raw).toBeLessThan(500);
    if (actor === "anonymous") expect(result.error.data.appCode).toBe("UNAUTHENTICATED");
    expect(await snapshot(db, w)).toBe(before);
  });

  it.each([
    ["a body of 2 001 characters", { body: "x".repeat(2001) }],
    ["an empty body", { body: "   " }],
    ["a client id that is not a UUID", { clientId: "abc" }],
    ["an id past what the column holds", { conversationId: 2 ** 63 }],
  ])("answers 400, never 500, to %s", async (_label, override) => {
    const w = await buildWorld(server.database.db);
    const client = await clientFor(w, "participant");
    const result = await client.mutation("messages.sendMessage", { conversationId: w.conversationId, clientId: randomUUID(), body: "ok", ...override });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status, result.raw).toBe(400);
  });
});

/**
 * The channels, over HTTP: who is in the team or the game now reads, writes and reports; a member
 * who left the team, a registrant the organizer removed, and a player who never was, get a 4xx
 * and change nothing, whatever procedure takes the channel's id.
 */
const CHANNEL_ACTORS = ["insider", "former", "outsider"] as const;
type ChannelActor = (typeof CHANNEL_ACTORS)[number];

interface ChannelWorld {
  conversationId: number;
  messageId: number;
  gameId: number;
  actors: Record<ChannelActor, { id: string }>;
}

async function teamChannelWorld(db: Db): Promise<ChannelWorld> {
  const team = await createTeamWith(db, { members: 2 });
  const [insider, former] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
  const conversationId = (await joinTeamChannel(db, team.owner))!;
  await joinTeamChannel(db, former);
  const sent = await sendMessage(db, team.owner, { conversationId, clientId: randomUUID(), body: "Entraînement jeudi" });
  await db.delete(member).where(eq(member.id, former.memberId));
  const { id: gameId } = await createGame(db, team.owner, gameInput());
  return { conversationId, messageId: sent.id, gameId, actors: { insider, former, outsider: await createPlayer(db, "Dehors") } };
}

async function gameChannelWorld(db: Db): Promise<ChannelWorld> {
  const [organizer, insider, former, outsider] = await Promise.all(["Orga", "Inscrit", "Retire", "Dehors"].map((label) => createPlayer(db, label)));
  const { id: gameId } = await createGame(db, organizer!, gameInput());
  const replicas = [{ powerClass: "aeg" as const, fps: 320, name: "" }];
  await registerForGame(db, insider!, { gameId, replicas });
  const removed = await registerForGame(db, former!, { gameId, replicas });
  const { conversationId } = await openGameConversation(db, organizer!, gameId);
  const sent = await sendMessage(db, organizer!, { conversationId, clientId: randomUUID(), body: "Nouveau point de rendez-vous" });
  await removeRegistrant(db, organizer!, removed.id);
  return { conversationId, messageId: sent.id, gameId, actors: { insider: insider!, former: former!, outsider: outsider! } };
}

const CHANNEL_PROCEDURES: Record<string, { kind: "query" | "mutation"; input: (w: ChannelWorld) => unknown }> = {
  "messages.getConversation": { kind: "query", input: (w) => ({ conversationId: w.conversationId }) },
  "messages.getMessages": { kind: "query", input: (w) => ({ conversationId: w.conversationId }) },
  "messages.markRead": { kind: "mutation", input: (w) => ({ conversationId: w.conversationId, messageId: w.messageId }) },
  "messages.sendMessage": { kind: "mutation", input: (w) => ({ conversationId: w.conversationId, clientId: randomUUID(), body: "Je suis là" }) },
  "reports.report": { kind: "mutation", input: (w) => ({ target: { kind: "message", id: w.messageId }, reason: "spam", details: "" }) },
};

describe("the channels' authorization matrix", () => {
  const worlds = { team: teamChannelWorld, game: gameChannelWorld };
  const cases = (["team", "game"] as const).flatMap((kind) =>
    Object.keys(CHANNEL_PROCEDURES).flatMap((name) => CHANNEL_ACTORS.map((actor) => [kind, name, actor, actor === "insider"] as const)),
  );

  it.each(cases)("the %s channel: %s by the %s player: allowed %s", async (kind, name, actor, allowed) => {
    const db = server.database.db;
    const w = await worlds[kind](db);
    const client = new Client(server.app);
    client.cookies.set(SESSION_COOKIE, (await sessionCookieFor(db, w.actors[actor].id)).value);
    const count = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(message)
          .where(eq(message.conversationId, w.conversationId))
      )[0]!.n +
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(report)
          .where(eq(report.targetId, String(w.messageId)))
      )[0]!.n;
    const before = await count();
    const row = CHANNEL_PROCEDURES[name]!;
    const result = row.kind === "query" ? await client.query(name, row.input(w)) : await client.mutation(name, row.input(w));
    expect(result.ok, result.raw).toBe(allowed);
    if (result.ok) return;
    expect(result.status, result.raw).toBe(404);
    expect(await count()).toBe(before);
  });

  it.each([
    ["team", "messages.openTeamConversation"],
    ["game", "messages.openGameConversation"],
  ] as const)("the %s channel is opened by who is in it now only (%s)", async (kind, name) => {
    const db = server.database.db;
    const w = await worlds[kind](db);
    const input = kind === "game" ? { gameId: w.gameId } : undefined;
    for (const actor of CHANNEL_ACTORS) {
      const client = new Client(server.app);
      client.cookies.set(SESSION_COOKIE, (await sessionCookieFor(db, w.actors[actor].id)).value);
      const result = await client.mutation(name, input);
      expect(result.ok, `${actor}: ${result.raw}`).toBe(actor === "insider");
      if (result.ok) expect(result.data).toEqual({ conversationId: w.conversationId });
    }
  });
});
