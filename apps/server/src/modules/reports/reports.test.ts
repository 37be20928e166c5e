import { randomUUID } from "node:crypto";
import { reportSchema, type ReportTarget } from "@escouade/contracts/reports";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, member, message, report, shop, teamPost, teamProfile } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { joinTeamChannel, openDirectConversation, sendMessage } from "../messages/service.ts";
import { registerForGame } from "../registrations/service.ts";
import { reportShop } from "../shops/service.ts";
import { createTeamPost } from "../teams/service.ts";
import { reportTarget } from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const db = () => database.db;
const fileReport = (actor: { id: string }, target: ReportTarget) => reportTarget(db(), actor, { target, reason: "spam", details: "" });
const codeOf = (actor: { id: string }, target: ReportTarget) => appCodeOf(fileReport(actor, target));
const players = (...labels: string[]) => Promise.all(labels.map((label) => createPlayer(db(), label)));
const storedReport = async (id: number) => (await db().select().from(report).where(eq(report.id, id)))[0];

/** Every kind shares these: a second open report is refused, another reporter's is not, a decided one may be made again. */
async function expectOneOpenReportPerReporter(reporter: { id: string }, target: ReportTarget) {
  const first = await fileReport(reporter, target);
  expect(await codeOf(reporter, target)).toBe("ALREADY_REPORTED");
  const [other] = await players("Autre");
  await expect(fileReport(other!, target)).resolves.toMatchObject({ id: expect.any(Number) });
  await db().update(report).set({ state: "dismissed", resolvedAt: new Date() }).where(eq(report.id, first.id));
  await expect(fileReport(reporter, target)).resolves.toMatchObject({ id: expect.any(Number) });
}

describe("reporting a player", () => {
  it("names the player as the one it is about, never oneself, never someone who does not exist", async () => {
    const [reported, reporter, other] = await players("Cible", "Signale", "Autre");
    const stored = await reportTarget(db(), reporter!, { target: { kind: "player", id: reported!.id }, reason: "harassment", details: "Insultes répétées" });
    expect(await storedReport(stored.id)).toMatchObject({
      reporterId: reporter!.id,
      targetKind: "player",
      targetId: reported!.id,
      targetUserId: reported!.id,
      reason: "harassment",
      details: "Insultes répétées",
      state: "open",
    });
    expect(await codeOf(reported!, { kind: "player", id: reported!.id })).toBe("SELF_ACTION");
    expect(await codeOf(reporter!, { kind: "player", id: randomUUID() })).toBe("NOT_FOUND");
    await expectOneOpenReportPerReporter(other!, { kind: "player", id: reported!.id });
  });
});

describe("reporting a game", () => {
  it("reaches what the reporter may open, and names its organizer", async () => {
    const [organizer, friend, stranger, registrant] = await players("Orga", "Ami", "Inconnu", "Inscrit");
    await makeFriends(db(), organizer!, friend!);
    const { id: publicGame } = await createGame(db(), organizer!, gameInput());
    const { id: friendsGame } = await createGame(db(), organizer!, gameInput({ visibility: "friends" }));
    const { id: privateGame } = await createGame(db(), organizer!, gameInput({ visibility: "private" }));
    const [{ shareToken }] = (await db().select({ shareToken: game.shareToken }).from(game).where(eq(game.id, privateGame))) as [{ shareToken: string }];
    await registerForGame(db(), registrant!, { gameId: privateGame, shareToken, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });

    const stored = await fileReport(stranger!, { kind: "game", id: publicGame });
    expect(await storedReport(stored.id)).toMatchObject({ targetKind: "game", targetId: String(publicGame), targetUserId: organizer!.id });
    expect(await codeOf(friend!, { kind: "game", id: friendsGame })).toBeNull();
    expect(await codeOf(stranger!, { kind: "game", id: friendsGame })).toBe("NOT_FOUND");
    expect(await codeOf(stranger!, { kind: "game", id: privateGame })).toBe("NOT_FOUND");
    expect(await codeOf(stranger!, { kind: "game", id: privateGame, shareToken: "not-its-token" })).toBe("NOT_FOUND");
    expect(await codeOf(stranger!, { kind: "game", id: privateGame, shareToken })).toBeNull();
    expect(await codeOf(registrant!, { kind: "game", id: privateGame })).toBeNull();
    expect(await codeOf(organizer!, { kind: "game", id: publicGame })).toBe("SELF_ACTION");
    expect(await codeOf(organizer!, { kind: "game", id: privateGame })).toBe("SELF_ACTION");
    expect(await codeOf(stranger!, { kind: "game", id: 2_147_483_647 })).toBe("NOT_FOUND");
    await expectOneOpenReportPerReporter(friend!, { kind: "game", id: publicGame });
  });

  it("finds nothing once a moderator removed the game", async () => {
    const [organizer, reporter] = await players("Orga", "Signale");
    const { id: gameId } = await createGame(db(), organizer!, gameInput());
    await db().update(game).set({ removedAt: new Date(), removedReason: "Arnaque" }).where(eq(game.id, gameId));
    expect(await codeOf(reporter!, { kind: "game", id: gameId })).toBe("NOT_FOUND");
  });
});

describe("reporting a team", () => {
  it("names its owner; its own members cannot report it", async () => {
    const team = await createTeamWith(db(), { admins: 1, members: 1 });
    const [outsider, other] = await players("Dehors", "Autre");
    const stored = await fileReport(outsider!, { kind: "team", id: team.id });
    expect(await storedReport(stored.id)).toMatchObject({ targetKind: "team", targetId: team.id, targetUserId: team.owner.id });
    for (const insider of [team.owner, team.admins[0]!, team.members[0]!]) expect(await codeOf(insider, { kind: "team", id: team.id })).toBe("SELF_ACTION");
    // A player's id is not a team's.
    expect(await codeOf(outsider!, { kind: "team", id: team.owner.id })).toBe("NOT_FOUND");
    await expectOneOpenReportPerReporter(other!, { kind: "team", id: team.id });
  });

  it("lets a former member report it, and finds nothing once a moderator removed it", async () => {
    const team = await createTeamWith(db(), { members: 1 });
    await db().delete(member).where(eq(member.id, team.members[0]!.memberId));
    expect(await codeOf(team.members[0]!, { kind: "team", id: team.id })).toBeNull();
    const [reporter] = await players("Signale");
    await db().update(teamProfile).set({ removedAt: new Date() }).where(eq(teamProfile.organizationId, team.id));
    expect(await codeOf(reporter!, { kind: "team", id: team.id })).toBe("NOT_FOUND");
  });
});

describe("reporting a team's news post", () => {
  it("names its author, never oneself, and finds nothing once removed", async () => {
    const team = await createTeamWith(db(), { members: 1 });
    const [reader, other] = await players("Lecteur", "Autre");
    const post = await createTeamPost(db(), team.owner, { teamId: team.id, text: "Vente de répliques pas chères, payez d'avance", photoKeys: [] });
    const stored = await fileReport(reader!, { kind: "team_post", id: post.id });
    expect(await storedReport(stored.id)).toMatchObject({ targetKind: "team_post", targetId: String(post.id), targetUserId: team.owner.id });
    expect(await codeOf(team.owner, { kind: "team_post", id: post.id })).toBe("SELF_ACTION");
    // A member who did not write it may report it.
    expect(await codeOf(team.members[0]!, { kind: "team_post", id: post.id })).toBeNull();
    await expectOneOpenReportPerReporter(other!, { kind: "team_post", id: post.id });

    const removed = await createTeamPost(db(), team.owner, { teamId: team.id, text: "Autre annonce", photoKeys: [] });
    await db().update(teamPost).set({ removedAt: new Date() }).where(eq(teamPost.id, removed.id));
    expect(await codeOf(reader!, { kind: "team_post", id: removed.id })).toBe("NOT_FOUND");
  });
});

async function conversationWithMessage() {
  const [author, reader, outsider] = await players("Auteur", "Lecteur", "Dehors");
  await makeFriends(db(), author!, reader!);
  const { conversationId } = await openDirectConversation(db(), author!, reader!.id);
  const sent = await sendMessage(db(), author!, { conversationId, clientId: randomUUID(), body: "Message douteux" });
  return { author: author!, reader: reader!, outsider: outsider!, messageId: sent.id, conversationId };
}

describe("reporting a message", () => {
  it("names its sender, once per reader while it is open", async () => {
    const { author, reader, messageId } = await conversationWithMessage();
    const stored = await fileReport(reader, { kind: "message", id: messageId });
    expect(await storedReport(stored.id)).toMatchObject({ reporterId: reader.id, targetKind: "message", targetId: String(messageId), targetUserId: author.id });
    expect(await codeOf(reader, { kind: "message", id: messageId })).toBe("ALREADY_REPORTED");
  });

  it("refuses one's own message, a message one cannot read, one that does not exist, and a removed one", async () => {
    const { author, reader, outsider, messageId, conversationId } = await conversationWithMessage();
    expect(await codeOf(author, { kind: "message", id: messageId })).toBe("SELF_ACTION");
    expect(await codeOf(outsider, { kind: "message", id: messageId })).toBe("NOT_FOUND");
    expect(await codeOf(outsider, { kind: "message", id: 2 ** 53 - 1 })).toBe("NOT_FOUND");
    const removed = await sendMessage(db(), author, { conversationId, clientId: randomUUID(), body: "Retiré" });
    await db().update(message).set({ removedAt: new Date() }).where(eq(message.id, removed.id));
    expect(await codeOf(reader, { kind: "message", id: removed.id })).toBe("NOT_FOUND");
    expect(await db().select().from(report).where(and(eq(report.targetKind, "message"), eq(report.targetId, String(messageId))))).toEqual([]);
  });

  it("refuses a former team member who reports a channel message they can no longer read", async () => {
    const team = await createTeamWith(db(), { members: 1 });
    const leaver = team.members[0]!;
    const channel = (await joinTeamChannel(db(), team.owner))!;
    await joinTeamChannel(db(), leaver);
    const sent = await sendMessage(db(), team.owner, { conversationId: channel, clientId: randomUUID(), body: "Cotisation à payer" });
    await db().delete(member).where(eq(member.id, leaver.memberId));
    expect(await codeOf(leaver, { kind: "message", id: sent.id })).toBe("NOT_FOUND");
  });
});

async function submittedShop(submitter: { id: string }, name = "Airsoft du Rhône") {
  return reportShop(db(), submitter, {
    name,
    type: "physical",
    address: { street: "1 rue du Stand", city: "Lyon", postalCode: "69001", country: "fr", latitude: 45.76, longitude: 4.83 },
    website: "",
    comment: "",
  });
}

describe("reporting a shop", () => {
  it("reaches approved shops and names who submitted them; a pending one is its submitter's alone", async () => {
    const [submitter, reporter, other] = await players("Auteur", "Signale", "Autre");
    const pending = await submittedShop(submitter!);
    expect(await codeOf(reporter!, { kind: "shop", id: pending.id })).toBe("NOT_FOUND");
    expect(await codeOf(submitter!, { kind: "shop", id: pending.id })).toBe("SELF_ACTION");

    await db().update(shop).set({ status: "approved" }).where(eq(shop.id, pending.id));
    const stored = await fileReport(reporter!, { kind: "shop", id: pending.id });
    expect(await storedReport(stored.id)).toMatchObject({ targetKind: "shop", targetId: String(pending.id), targetUserId: submitter!.id });
    expect(await codeOf(submitter!, { kind: "shop", id: pending.id })).toBe("SELF_ACTION");
    await expectOneOpenReportPerReporter(other!, { kind: "shop", id: pending.id });

    await db().update(shop).set({ removedAt: new Date() }).where(eq(shop.id, pending.id));
    expect(await codeOf(other!, { kind: "shop", id: pending.id })).toBe("NOT_FOUND");
  });

  it("reaches a rejected shop for nobody but its submitter", async () => {
    const [submitter, reporter] = await players("Auteur", "Signale");
    const rejected = await submittedShop(submitter!);
    await db().update(shop).set({ status: "rejected" }).where(eq(shop.id, rejected.id));
    expect(await codeOf(reporter!, { kind: "shop", id: rejected.id })).toBe("NOT_FOUND");
  });
});

describe("the report form's rules", () => {
  const target = { kind: "message", id: 1 } as const;
  it("asks for details when the reason is 'other', and bounds them", () => {
    expect(reportSchema.safeParse({ target, reason: "other", details: "  " }).error?.issues[0]).toMatchObject({ path: ["details"], message: "report_details_required" });
    expect(reportSchema.safeParse({ target, reason: "other", details: "Il me menace" }).success).toBe(true);
    expect(reportSchema.safeParse({ target, reason: "spam", details: "x".repeat(1001) }).error?.issues[0]).toMatchObject({ path: ["details"], message: "too_long" });
    expect(reportSchema.safeParse({ target, reason: "nope", details: "" }).success).toBe(false);
  });

  it("checks each kind's id against what its column holds", () => {
    const parses = (target: unknown) => reportSchema.safeParse({ target, reason: "spam", details: "" }).success;
    expect(parses({ kind: "game", id: 2_147_483_647 })).toBe(true);
    for (const kind of ["game", "shop", "team_post"]) expect(parses({ kind, id: 2_147_483_648 }), kind).toBe(false);
    expect(parses({ kind: "message", id: 2_147_483_648 })).toBe(true);
    expect(parses({ kind: "message", id: 2 ** 53 })).toBe(false);
    for (const kind of ["player", "team"]) {
      expect(parses({ kind, id: randomUUID() }), kind).toBe(true);
      expect(parses({ kind, id: "a".repeat(65) }), kind).toBe(false);
      expect(parses({ kind, id: 12 }), kind).toBe(false);
    }
    expect(parses({ kind: "gear", id: 1 })).toBe(false);
    expect(parses({ kind: "game", id: "12" })).toBe(false);
  });
});
