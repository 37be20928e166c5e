import { randomUUID } from "node:crypto";
import type { MessageEventData } from "@escouade/contracts/messages";
import { transformer } from "@escouade/contracts/transformer";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createDatabase, type Database } from "../../db/client.ts";
import { eq } from "drizzle-orm";
import { member } from "../../db/schema/index.ts";
import { blockPlayer, declineMessageRequest, getMessages, joinTeamChannel, openDirectConversation, sendMessage, unreadSummary } from "./service.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { testEnv } from "../../../test-support/app.ts";
import { expectOpen, openLiveStream, type LiveStream } from "../../../test-support/live-stream.ts";
import { createPlayer, makeFriends } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

/** Messages on the tab's one live stream (GET /live), beside the notifications. */
let database: Database;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  const config = loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl") }));
  const built = await buildApp({ config, database, mailer: { send: async () => {} }, logger: false });
  app = built.app;
  url = await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedIn(label: string) {
  const player = await createPlayer(database.db, label);
  return { ...player, cookie: (await sessionCookieFor(database.db, player.id)).header };
}

const bodies = (stream: LiveStream) => stream.events.filter((e) => e.event === "message").map((e) => transformer.parse<MessageEventData>(e.data).body);
const say = (actor: { id: string }, conversationId: number, body: string) => sendMessage(database.db, actor, { conversationId, clientId: randomUUID(), body });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("messages on GET /live", () => {
  it("reach every tab of both participants as they are sent, and nobody else's", async () => {
    const [alice, bob, carol] = await Promise.all([signedIn("Alice"), signedIn("Bob"), signedIn("Carol")]);
    await makeFriends(database.db, alice, bob);
    const { conversationId } = await openDirectConversation(database.db, alice, bob.id);
    const streams = await Promise.all([alice, alice, bob, carol].map(async (p) => expectOpen(await openLiveStream(url, { cookie: p.cookie }))));
    await Promise.all(streams.map((s) => s.waitFor("ready", 1)));
    // The cursor carries the messages' position beside the notifications'.
    expect(streams[0]!.events[0]!.id).toMatch(/^n\d+\.m\d+$/);

    await say(alice, conversationId, "Salut Bob");
    await say(bob, conversationId, "Salut Alice");
    await Promise.all(streams.slice(0, 3).map((s) => s.waitFor("message", 2)));
    await settle();
    for (const stream of streams.slice(0, 3)) expect(bodies(stream)).toEqual(["Salut Bob", "Salut Alice"]);
    expect(bodies(streams[3]!)).toEqual([]);
    const [event] = streams[2]!.events.filter((e) => e.event === "message");
    expect(transformer.parse<MessageEventData>(event!.data)).toMatchObject({
      conversationId,
      senderId: alice.id,
      body: "Salut Bob",
      createdAt: expect.any(Date),
    });
    for (const stream of streams) stream.close();
  });

  it("resumes after a reconnection with exactly the messages missed, in order, once", async () => {
    const [alice, bob] = await Promise.all([signedIn("Alice"), signedIn("Bob")]);
    await makeFriends(database.db, alice, bob);
    const { conversationId } = await openDirectConversation(database.db, alice, bob.id);
    const first = expectOpen(await openLiveStream(url, { cookie: bob.cookie }));
    await first.waitFor("ready", 1);
    await say(alice, conversationId, "un");
    const [seen] = await first.waitFor("message", 1);
    first.close();
    for (const body of ["deux", "trois", "quatre"]) await say(alice, conversationId, body);

    const resumed = expectOpen(await openLiveStream(url, { cookie: bob.cookie, lastEventId: seen!.id }));
    await resumed.waitFor("message", 3);
    await say(alice, conversationId, "cinq");
    await resumed.waitFor("message", 4);
    await settle();
    expect(bodies(resumed)).toEqual(["deux", "trois", "quatre", "cinq"]);
    resumed.close();
  });

  it("leaves a declined request's later messages out of the decliner's stream", async () => {
    const [alice, bob] = await Promise.all([signedIn("Alice"), signedIn("Bob")]);
    const { conversationId } = await openDirectConversation(database.db, alice, bob.id);
    const stream = expectOpen(await openLiveStream(url, { cookie: bob.cookie }));
    await stream.waitFor("ready", 1);
    await say(alice, conversationId, "Tu vends ta réplique ?");
    await stream.waitFor("message", 1);
    await declineMessageRequest(database.db, bob, conversationId);
    await say(alice, conversationId, "Allô ?");
    await settle();
    expect(bodies(stream)).toEqual(["Tu vends ta réplique ?"]);
    stream.close();
  });

  it("carries a team channel's messages to its members, and stops the moment one leaves the team", async () => {
    const team = await createTeamWith(database.db, { members: 1 });
    const mate = team.members[0]!;
    const channel = (await joinTeamChannel(database.db, team.owner))!;
    await joinTeamChannel(database.db, mate);
    const stream = expectOpen(await openLiveStream(url, { cookie: (await sessionCookieFor(database.db, mate.id)).header }));
    await stream.waitFor("ready", 1);
    await say(team.owner, channel, "RDV 8 h au parking");
    await stream.waitFor("message", 1);
    await database.db.delete(member).where(eq(member.id, mate.memberId));
    await say(team.owner, channel, "Changement de terrain");
    await settle();
    expect(bodies(stream)).toEqual(["RDV 8 h au parking"]);
    stream.close();
  });
  it("hides, live and in the history, what a blocked player writes in a shared channel after the block, both ways", async () => {
    const team = await createTeamWith(database.db, { members: 2 });
    const [blocker, blocked] = await Promise.all(team.members.map(async (m) => ({ ...m, cookie: (await sessionCookieFor(database.db, m.id)).header })));
    const channel = (await joinTeamChannel(database.db, team.owner))!;
    await Promise.all([joinTeamChannel(database.db, blocker!), joinTeamChannel(database.db, blocked!)]);
    await say(blocked!, channel, "Avant le blocage");
    await blockPlayer(database.db, blocker!, blocked!.id);
    const [blockerStream, blockedStream] = await Promise.all(
      [blocker!, blocked!].map(async (p) => expectOpen(await openLiveStream(url, { cookie: p.cookie }))),
    );
    await Promise.all([blockerStream!, blockedStream!].map((s) => s.waitFor("ready", 1)));

    await say(blocker!, channel, "Du bloqueur");
    await say(blocked!, channel, "Du bloqué");
    await say(team.owner, channel, "Du chef");
    await Promise.all([blockerStream!, blockedStream!].map((s) => s.waitFor("message", 2)));
    await settle();
    expect(bodies(blockerStream!)).toEqual(["Du bloqueur", "Du chef"]);
    expect(bodies(blockedStream!)).toEqual(["Du bloqué", "Du chef"]);
    const history = async (p: { id: string }) => (await getMessages(database.db, p, { conversationId: channel, limit: 10 })).items.map((m) => m.body);
    expect(await history(blocker!)).toEqual(["Du chef", "Du bloqueur", "Avant le blocage"]);
    expect(await history(blocked!)).toEqual(["Du chef", "Du bloqué", "Avant le blocage"]);
    expect(await history(team.owner)).toHaveLength(4);
    // The blocked player's line after the block is not counted as unread for the blocker either.
    expect(await unreadSummary(database.db, blocker!)).toEqual({ unread: 1, requests: 0 });
    blockerStream!.close();
    blockedStream!.close();
  });
});
