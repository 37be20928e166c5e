import { randomUUID } from "node:crypto";
import { parseLiveCursor } from "@escouade/contracts/live";
import type { MessageEventData } from "@escouade/contracts/messages";
import type { NotificationItem } from "@escouade/contracts/notifications";
import { transformer } from "@escouade/contracts/transformer";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { notifyUsers } from "../notifications/service.ts";
import { joinTeamChannel, sendMessage } from "./service.ts";
import { APP_ORIGIN } from "../../../test-support/app.ts";
import { expectOpen, openLiveStream, type LiveEventFrame, type LiveStream } from "../../../test-support/live-stream.ts";
import { startServerProcess, type ServerProcess } from "../../../test-support/server-process.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

/*
 * Resume (docs/decisions/013): a tab that reconnects with its last event id after its server process was
 * killed (SIGKILL: no clean end of the stream, no shutdown hook) gets every message it missed,
 * once, in order, from whichever process it reaches; the subscribers of the surviving process
 * see nothing of it.
 */

let database: Database;
/** The process that stays up all along. */
let survivor: ServerProcess;
const started: ServerProcess[] = [];

async function serverProcess() {
  const server = await startServerProcess({ DATABASE_URL: inject("databaseUrl") });
  started.push(server);
  return server;
}

beforeAll(async () => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  survivor = await serverProcess();
});

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await database?.close();
});

/** What a crash, the OOM killer or a pulled plug does: the process is gone at once. */
async function kill(server: ServerProcess) {
  process.kill(server.pid, "SIGKILL");
  // Returns as soon as the child has exited (it sends nothing more to a process already gone).
  await server.stop();
}

/** A team's channel with its owner (the sender) and two members, each with a session cookie. */
async function teamChannel() {
  const team = await createTeamWith(database.db, { members: 2 });
  const [owner, bob, carol] = await Promise.all(
    [team.owner, ...team.members].map(async (player) => ({ ...player, cookie: (await sessionCookieFor(database.db, player.id)).header })),
  );
  const channel = (await joinTeamChannel(database.db, owner!))!;
  for (const player of [bob!, carol!]) expect(await joinTeamChannel(database.db, player)).toBe(channel);
  return { channel, owner: owner!, bob: bob!, carol: carol! };
}

type Sender = { id: string; cookie: string };

/** Sends through a server process, the way the web does (tRPC over HTTP), and returns the stored message. */
async function sendThrough(server: ServerProcess, sender: Sender, conversationId: number, body: string): Promise<MessageEventData> {
  const response = await fetch(`${server.url}/trpc/messages.sendMessage`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_ORIGIN, cookie: sender.cookie },
    body: JSON.stringify({ json: { conversationId, clientId: randomUUID(), body } }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return transformer.deserialize<MessageEventData>((JSON.parse(text) as { result: { data: Parameters<typeof transformer.deserialize>[0] } }).result.data);
}

/** Sends in this test's own process, straight through the service. */
const sendDirectly = (sender: Sender, conversationId: number, body: string) =>
  sendMessage(database.db, sender, { conversationId, clientId: randomUUID(), body });

const messageFrames = (stream: LiveStream) => stream.events.filter((frame) => frame.event === "message");
const messagesOf = (stream: LiveStream) => messageFrames(stream).map((frame) => transformer.parse<MessageEventData>(frame.data));
const idsOf = (stream: LiveStream) => messagesOf(stream).map((item) => item.id);
const bodiesOf = (stream: LiveStream) => messagesOf(stream).map((item) => item.body);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Each test starts server processes of its own (a few seconds each on a busy 2-core machine). */
const STARTS_PROCESSES = 60_000;

/** Each message event's id carries that message's id as the cursor's message position, rising. */
function expectCursorsFollowMessages(stream: LiveStream) {
  const positions = messageFrames(stream).map((frame) => parseLiveCursor(frame.id)?.message);
  expect(positions).toEqual(idsOf(stream));
  expect([...positions].sort((a, b) => a! - b!)).toEqual(positions);
}

/** The last complete event a client read: what EventSource sends back as Last-Event-ID. */
const lastEvent = (stream: LiveStream): LiveEventFrame => stream.events.at(-1)!;

async function openStream(server: ServerProcess, cookie: string, resume: { lastEventId?: string; queryLastEventId?: string } = {}) {
  const stream = expectOpen(await openLiveStream(server.url, { cookie, ...resume }));
  await stream.waitFor("ready", 1);
  return stream;
}

describe("messages resumed across server processes", () => {
  it(
    "a killed process's subscriber resumes on the surviving one with exactly what it missed, once, in order",
    async () => {
      const doomed = await serverProcess();
      const { channel, owner, bob, carol } = await teamChannel();
      const sent: MessageEventData[] = [];

      // Bob's tab on the process that will die; Carol's, and Bob's other tab, on the one that stays.
      const bobOnDoomed = await openStream(doomed, bob.cookie);
      const bobOnSurvivor = await openStream(survivor, bob.cookie);
      const carolOnSurvivor = await openStream(survivor, carol.cookie);

      // Written through the doomed process, the surviving one, and neither: each reaches both.
      sent.push(await sendThrough(doomed, owner, channel, "m1 par le premier"));
      sent.push(await sendThrough(survivor, owner, channel, "m2 par le second"));
      sent.push(await sendDirectly(owner, channel, "m3 par le service"));
      for (const stream of [bobOnDoomed, bobOnSurvivor, carolOnSurvivor]) await stream.waitFor("message", 3);
      expect(bodiesOf(bobOnDoomed)).toEqual(["m1 par le premier", "m2 par le second", "m3 par le service"]);

      // Killed while messages keep coming: whether Bob's doomed tab saw m4 to m6 is up to the race.
      sent.push(await sendThrough(survivor, owner, channel, "m4"));
      sent.push(await sendDirectly(owner, channel, "m5"));
      const killing = kill(doomed);
      sent.push(await sendThrough(survivor, owner, channel, "m6"));
      await killing;
      await bobOnDoomed.ended;
      // While Bob's tab is away: messages, and a notification on the same stream.
      sent.push(await sendThrough(survivor, owner, channel, "m7"));
      await notifyUsers(database.db, [bob.id], { type: "ping", payload: { friend: { id: owner.id, username: "pendant la panne" } } });
      sent.push(await sendDirectly(owner, channel, "m8"));

      const seenBefore = idsOf(bobOnDoomed);
      expect(seenBefore.length).toBeGreaterThanOrEqual(3);
      expect(seenBefore.length).toBeLessThanOrEqual(6);
      expect(seenBefore).toEqual(sent.slice(0, seenBefore.length).map((item) => item.id));
      const resumeFrom = lastEvent(bobOnDoomed).id;
      expect(parseLiveCursor(resumeFrom)?.message).toBe(seenBefore.at(-1));

      // Bob's tab reconnects to the surviving process while the next message is being written.
      const [bobResumed, m9] = await Promise.all([openStream(survivor, bob.cookie, { lastEventId: resumeFrom }), sendThrough(survivor, owner, channel, "m9")]);
      sent.push(m9);
      sent.push(await sendThrough(survivor, owner, channel, "m10"));
      const missed = sent.slice(seenBefore.length);
      await bobResumed.waitFor("message", missed.length);
      for (const stream of [bobOnSurvivor, carolOnSurvivor]) await stream.waitFor("message", sent.length);
      await bobResumed.waitFor("notification", 1);
      await settle();

      const bodies = ["m1 par le premier", "m2 par le second", "m3 par le service", "m4", "m5", "m6", "m7", "m8", "m9", "m10"];
      expect(sent.map((item) => item.body)).toEqual(bodies);
      // The resumed stream starts where the tab stood, and holds every missed message once, in order.
      expect(bobResumed.events[0]).toMatchObject({ event: "ready", id: resumeFrom });
      expect(idsOf(bobResumed)).toEqual(missed.map((item) => item.id));
      expect(bodiesOf(bobResumed)).toEqual(bodies.slice(seenBefore.length));
      expect([...seenBefore, ...idsOf(bobResumed)]).toEqual(sent.map((item) => item.id));
      expect(messagesOf(bobResumed)).toEqual(missed);
      expectCursorsFollowMessages(bobResumed);
      expect(bobResumed.notifications<NotificationItem>().map((item) => item.data)).toEqual([
        { type: "ping", payload: { friend: { id: owner.id, username: "pendant la panne" } } },
      ]);
      // The surviving process's subscribers lost nothing and got nothing twice.
      for (const stream of [bobOnSurvivor, carolOnSurvivor]) {
        expect(idsOf(stream)).toEqual(sent.map((item) => item.id));
        expect(bodiesOf(stream)).toEqual(bodies);
        expectCursorsFollowMessages(stream);
      }
      expect(carolOnSurvivor.notifications()).toEqual([]);
      for (const stream of [bobResumed, bobOnSurvivor, carolOnSurvivor]) stream.close();
    },
    STARTS_PROCESSES,
  );

  it(
    "a killed process's subscriber resumes on the restarted process from its cursor",
    async () => {
      const first = await serverProcess();
      const { channel, owner, bob, carol } = await teamChannel();
      const sent: MessageEventData[] = [];
      const bobOnFirst = await openStream(first, bob.cookie);
      const carolOnSurvivor = await openStream(survivor, carol.cookie);

      sent.push(await sendThrough(first, owner, channel, "avant 1"));
      sent.push(await sendThrough(survivor, owner, channel, "avant 2"));
      await bobOnFirst.waitFor("message", 2);
      await carolOnSurvivor.waitFor("message", 2);

      await kill(first);
      await bobOnFirst.ended;
      const resumeFrom = lastEvent(bobOnFirst).id;
      expect(parseLiveCursor(resumeFrom)?.message).toBe(sent[1]!.id);
      // The process is down, then starting again: the others keep writing through the survivor.
      sent.push(await sendThrough(survivor, owner, channel, "pendant 1"));
      sent.push(await sendDirectly(owner, channel, "pendant 2"));
      const [restarted] = await Promise.all([
        serverProcess(),
        (async () => {
          sent.push(await sendThrough(survivor, owner, channel, "pendant 3"));
          sent.push(await sendDirectly(owner, channel, "pendant 4"));
        })(),
      ]);

      // A tab whose EventSource gave up recreates it with ?lastEventId=.
      const bobResumed = await openStream(restarted, bob.cookie, { queryLastEventId: resumeFrom });
      sent.push(await sendThrough(restarted, owner, channel, "après 1"));
      sent.push(await sendThrough(survivor, owner, channel, "après 2"));
      await bobResumed.waitFor("message", sent.length - 2);
      await carolOnSurvivor.waitFor("message", sent.length);
      await settle();

      const bodies = ["avant 1", "avant 2", "pendant 1", "pendant 2", "pendant 3", "pendant 4", "après 1", "après 2"];
      expect(sent.map((item) => item.body)).toEqual(bodies);
      expect(bodiesOf(bobOnFirst)).toEqual(bodies.slice(0, 2));
      expect(bobResumed.events[0]).toMatchObject({ event: "ready", id: resumeFrom });
      expect(idsOf(bobResumed)).toEqual(sent.slice(2).map((item) => item.id));
      expect(bodiesOf(bobResumed)).toEqual(bodies.slice(2));
      expectCursorsFollowMessages(bobResumed);
      expect(idsOf(carolOnSurvivor)).toEqual(sent.map((item) => item.id));
      expect(messagesOf(carolOnSurvivor)).toEqual(sent);
      for (const stream of [bobResumed, carolOnSurvivor]) stream.close();
    },
    STARTS_PROCESSES,
  );
});
