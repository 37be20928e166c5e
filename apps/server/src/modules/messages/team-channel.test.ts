import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { member } from "../../db/schema/index.ts";
import { getConversation, getMessages, joinTeamChannel, openTeamConversation, listConversations, markRead, sendMessage, unreadSummary } from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const say = (actor: { id: string }, conversationId: number, body: string) => sendMessage(database.db, actor, { conversationId, clientId: randomUUID(), body });

describe("a team's channel", () => {
  it("is one per team, open to its members as they are now: a member who leaves can no longer list, read or write", async () => {
    const team = await createTeamWith(database.db, { admins: 1, members: 2 });
    const [leaver, stayer] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
    const channel = (await joinTeamChannel(database.db, team.owner))!;
    expect(await joinTeamChannel(database.db, leaver)).toBe(channel);
    await say(team.owner, channel, "Entraînement samedi 9 h au terrain.");

    // A member finds it in the list (and in the badge) without having opened it before.
    expect((await listConversations(database.db, stayer, { folder: "inbox", limit: 20 })).items).toMatchObject([
      { id: channel, kind: "team", unread: 1, other: null },
    ]);
    expect(await unreadSummary(database.db, team.admins[0]!)).toEqual({ unread: 1, requests: 0 });
    await say(leaver, channel, "Présent !");
    await markRead(database.db, stayer, { conversationId: channel, messageId: 2 ** 53 - 1 });

    await database.db.delete(member).where(eq(member.id, leaver.memberId));
    expect(await appCodeOf(getMessages(database.db, leaver, { conversationId: channel, limit: 10 }))).toBe("NOT_FOUND");
    expect(await appCodeOf(say(leaver, channel, "Encore là ?"))).toBe("NOT_FOUND");
    expect((await listConversations(database.db, leaver, { folder: "inbox", limit: 20 })).items).toEqual([]);
    await say(team.owner, channel, "Bienvenue aux nouveaux.");
    expect(await unreadSummary(database.db, leaver)).toEqual({ unread: 0, requests: 0 });
    expect((await getMessages(database.db, stayer, { conversationId: channel, limit: 10 })).items.map((m) => m.body)).toEqual([
      "Bienvenue aux nouveaux.",
      "Présent !",
      "Entraînement samedi 9 h au terrain.",
    ]);
  });

  it("is named after the team, lists its members as they are now, and names a sender who has left", async () => {
    const team = await createTeamWith(database.db, { members: 2 });
    const [leaver, stayer] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
    const channel = (await joinTeamChannel(database.db, team.owner))!;
    await joinTeamChannel(database.db, leaver);
    await say(leaver, channel, "Je quitte l'équipe, merci pour tout.");
    await database.db.delete(member).where(eq(member.id, leaver.memberId));

    const seen = await getConversation(database.db, stayer, channel);
    expect(seen).toMatchObject({ id: channel, kind: "team", other: null, blocked: null, channel: { name: team.name, teamSlug: team.slug, gameId: null } });
    expect(seen.members.map((m) => m.userId).sort()).toEqual([team.owner.id, stayer.id].sort());
    const history = await getMessages(database.db, stayer, { conversationId: channel, limit: 10 });
    expect(history.senders).toEqual([{ userId: leaver.id, username: leaver.username, avatar: null }]);
  });

  it("is closed to a player outside the team, whatever id they try", async () => {
    const team = await createTeamWith(database.db);
    const outsider = await createPlayer(database.db, "Dehors");
    const channel = (await joinTeamChannel(database.db, team.owner))!;
    expect(await joinTeamChannel(database.db, outsider)).toBeNull();
    expect(await appCodeOf(openTeamConversation(database.db, outsider))).toBe("NOT_IN_TEAM");
    expect(await openTeamConversation(database.db, team.owner)).toEqual({ conversationId: channel });
    expect(await appCodeOf(getMessages(database.db, outsider, { conversationId: channel, limit: 10 }))).toBe("NOT_FOUND");
    expect(await appCodeOf(say(outsider, channel, "Coucou"))).toBe("NOT_FOUND");
  });
});
