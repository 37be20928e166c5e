import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createDatabase, type Database } from "../../db/client.ts";
import { createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";
import {
  getConversation,
  getMessages,
  joinTeamChannel,
  listConversations,
  openDirectConversation,
  openGameConversation,
  sendMessage,
  unreadSummary,
} from "./service.ts";
import { testEnv } from "../../../test-support/app.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { prepareDatabase } from "../../jobs.ts";

/*
 * The embedded default (`pnpm dev` with no DATABASE_URL) is PGlite, whose raw queries answer
 * differently from postgres-js: every messaging read runs here once, so a query only one driver
 * understands fails a test instead of a player's screen.
 */
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "escouade-pglite-messages-"));
  database = createDatabase(loadConfig(testEnv({ DATA_DIR: dataDir })).database);
  await prepareDatabase(database);
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const say = (actor: { id: string }, conversationId: number, body: string) => sendMessage(database.db, actor, { conversationId, clientId: randomUUID(), body });

describe("messages on PGlite", () => {
  it("lists, reads and describes direct, team and game conversations", async () => {
    const db = database.db;
    const [a, b] = await Promise.all([createPlayer(db, "PgA"), createPlayer(db, "PgB")]);
    await makeFriends(db, a, b);
    const direct = (await openDirectConversation(db, a, b.id)).conversationId;
    await say(a, direct, "Salut");

    const team = await createTeamWith(db, { members: 1 });
    const teamChannel = (await joinTeamChannel(db, team.owner))!;
    await say(team.owner, teamChannel, "Réunion jeudi");

    const { id: gameId } = await createGame(db, a, gameInput());
    await registerForGame(db, b, { gameId, replicas: [{ powerClass: "aeg", fps: 320, name: "" }] });
    const gameChannel = (await openGameConversation(db, a, gameId)).conversationId;
    await say(a, gameChannel, "Rendez-vous à 8 h");

    expect(await unreadSummary(db, b)).toEqual({ unread: 2, requests: 0 });
    expect((await listConversations(db, b, { folder: "inbox", limit: 20 })).items.map((c) => c.kind).sort()).toEqual(["direct", "game"]);
    expect((await getConversation(db, b, gameChannel)).members.map((m) => m.userId).sort()).toEqual([a.id, b.id].sort());
    expect((await getConversation(db, team.members[0]!, teamChannel)).members).toHaveLength(2);
    expect((await getConversation(db, b, direct)).other?.userId).toBe(a.id);
    expect((await getMessages(db, b, { conversationId: gameChannel, limit: 10 })).senders.map((s) => s.userId)).toEqual([a.id]);
  });
});
