import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { createGame } from "../games/service.ts";
import { cancelRegistration, registerForGame } from "../registrations/service.ts";
import { getMessages, listConversations, openGameConversation, sendMessage, unreadSummary } from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const replicas = [{ powerClass: "aeg" as const, fps: 320, name: "" }];
const say = (actor: { id: string }, conversationId: number, body: string) => sendMessage(database.db, actor, { conversationId, clientId: randomUUID(), body });

describe("a game's channel", () => {
  it("carries the organizer's announcement to confirmed registrants only, for as long as they are registered", async () => {
    const [organizer, confirmed, waiting, outsider] = await Promise.all(
      ["Orga", "Inscrit", "Attente", "Dehors"].map((label) => createPlayer(database.db, label)),
    );
    const { id: gameId } = await createGame(database.db, organizer!, gameInput({ maxPlayers: 2 }));
    await registerForGame(database.db, confirmed!, { gameId, replicas });
    const second = await createPlayer(database.db, "Second");
    await registerForGame(database.db, second, { gameId, replicas });
    await registerForGame(database.db, waiting!, { gameId, replicas }); // full: on the waitlist

    const { conversationId } = await openGameConversation(database.db, organizer!, gameId);
    expect((await openGameConversation(database.db, confirmed!, gameId)).conversationId).toBe(conversationId);
    await say(organizer!, conversationId, "Changement de point de rendez-vous : parking nord.");

    expect(await unreadSummary(database.db, second)).toEqual({ unread: 1, requests: 0 });
    expect((await listConversations(database.db, confirmed!, { folder: "inbox", limit: 20 })).items).toMatchObject([
      { id: conversationId, kind: "game", unread: 1 },
    ]);
    await say(confirmed!, conversationId, "Bien noté !");

    for (const stranger of [waiting!, outsider!]) {
      expect(await appCodeOf(openGameConversation(database.db, stranger, gameId))).toBe("NOT_FOUND");
      expect(await appCodeOf(getMessages(database.db, stranger, { conversationId, limit: 10 }))).toBe("NOT_FOUND");
      expect(await appCodeOf(say(stranger, conversationId, "Et moi ?"))).toBe("NOT_FOUND");
    }

    await cancelRegistration(database.db, confirmed!, gameId);
    expect(await appCodeOf(getMessages(database.db, confirmed!, { conversationId, limit: 10 }))).toBe("NOT_FOUND");
    expect((await listConversations(database.db, confirmed!, { folder: "inbox", limit: 20 })).items).toEqual([]);
    // The waitlisted player was promoted to the freed place: the channel is theirs now.
    expect((await getMessages(database.db, waiting!, { conversationId, limit: 10 })).items.map((m) => m.body)).toEqual([
      "Bien noté !",
      "Changement de point de rendez-vous : parking nord.",
    ]);
    expect(await appCodeOf(openGameConversation(database.db, organizer!, 2 ** 31 - 1))).toBe("NOT_FOUND");
  });
});
