import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { game, moderationAction, report } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { openDirectConversation, sendMessage } from "../messages/service.ts";
import { createTeamPost } from "../teams/service.ts";
import { getMyReports, reportTarget, type MyReport } from "./service.ts";
import { Client, createTestApp, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { SESSION_COOKIE, sessionCookieFor } from "../../../test-support/sessions.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

const db = () => server.database.db;

async function signedIn(userId: string) {
  const client = new Client(server.app);
  client.cookies.set(SESSION_COOKIE, (await sessionCookieFor(db(), userId)).value);
  return client;
}

describe("my reports", () => {
  it("lists the reporter's own reports, newest first, named as they are now, with the moderators' outcome", async () => {
    const [reporter, someoneElse, reported] = await Promise.all(["Signale", "Autre", "Cible"].map((label) => createPlayer(db(), label)));
    const { id: gameId } = await createGame(db(), reported!, gameInput({ title: "Partie louche" }));
    await makeFriends(db(), reported!, reporter!);
    const { conversationId } = await openDirectConversation(db(), reported!, reporter!.id);
    const body = `Envoie-moi ton numéro de carte bancaire, ${"vite ".repeat(30)}`;
    const sent = await sendMessage(db(), reported!, { conversationId, clientId: randomUUID(), body });
    const team = await createTeamWith(db());
    const post = await createTeamPost(db(), team.owner, { teamId: team.id, text: "Annonce", photoKeys: [] });

    const onPlayer = await reportTarget(db(), reporter!, { target: { kind: "player", id: reported!.id }, reason: "harassment", details: "" });
    await reportTarget(db(), reporter!, { target: { kind: "game", id: gameId }, reason: "scam", details: "" });
    await reportTarget(db(), reporter!, { target: { kind: "message", id: sent.id }, reason: "scam", details: "" });
    await reportTarget(db(), reporter!, { target: { kind: "team", id: team.id }, reason: "other", details: "Nom injurieux" });
    await reportTarget(db(), reporter!, { target: { kind: "team_post", id: post.id }, reason: "spam", details: "" });
    await reportTarget(db(), someoneElse!, { target: { kind: "player", id: reported!.id }, reason: "spam", details: "" });

    const mine = await getMyReports(db(), reporter!, {});
    expect(mine.items.map((item) => [item.kind, item.label])).toEqual([
      ["team_post", "Annonce"],
      ["team", team.name],
      ["message", `${body.slice(0, 79).trimEnd()}…`],
      ["game", "Partie louche"],
      ["player", reported!.username],
    ]);
    expect(mine.items.at(-1)).toMatchObject({ reason: "harassment", state: "open", outcome: null, createdAt: expect.any(Date) });
    expect(mine.nextCursor).toBeNull();

    // The moderators' queue closes it and writes the audit log's row; the reporter sees what was done, and a removed game no longer shows.
    const [action] = await db()
      .insert(moderationAction)
      .values({ action: "warn", targetKind: "player", targetId: reported!.id, targetUserId: reported!.id, reason: "Propos insultants répétés" })
      .returning({ id: moderationAction.id });
    await db().update(report).set({ state: "actioned", resolvedAt: new Date(), actionId: action!.id }).where(eq(report.id, onPlayer.id));
    await db().update(game).set({ removedAt: new Date() }).where(eq(game.id, gameId));

    const client = await signedIn(reporter!.id);
    const result = await client.query<{ items: MyReport[] }>("reports.getMyReports", { limit: 50 });
    expect(result.ok, result.raw).toBe(true);
    if (!result.ok) return;
    expect(result.data.items.find((item) => item.kind === "player")).toEqual({
      id: onPlayer.id,
      kind: "player",
      label: reported!.username,
      reason: "harassment",
      state: "actioned",
      outcome: "warn",
      createdAt: expect.any(Date),
    });
    expect(result.data.items.find((item) => item.kind === "game")?.label).toBeNull();
    // Neither who decided nor why reaches the reporter.
    expect(result.raw).not.toContain("Propos insultants");

    const other = await getMyReports(db(), someoneElse!, {});
    expect(other.items).toHaveLength(1);
    expect(other.items[0]).toMatchObject({ kind: "player", outcome: null });
  });

  it("pages through them with a cursor", async () => {
    const reporter = await createPlayer(db(), "Signale");
    const targets = await Promise.all([1, 2, 3].map(() => createPlayer(db(), "Cible")));
    for (const target of targets) await reportTarget(db(), reporter, { target: { kind: "player", id: target.id }, reason: "spam", details: "" });
    const first = await getMyReports(db(), reporter, { limit: 2 });
    expect(first.items.map((item) => item.label)).toEqual([targets[2]!.username, targets[1]!.username]);
    expect(first.nextCursor).toBe(first.items[1]!.id);
    const second = await getMyReports(db(), reporter, { limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.label)).toEqual([targets[0]!.username]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("reports.report over HTTP", () => {
  it("stores a report and answers 409 ALREADY_REPORTED to the second one", async () => {
    const [reporter, reported] = await Promise.all(["Signale", "Cible"].map((label) => createPlayer(db(), label)));
    const client = await signedIn(reporter!.id);
    const input = { target: { kind: "player", id: reported!.id }, reason: "spam", details: "" };
    expect((await client.mutation("reports.report", input)).ok).toBe(true);
    const again = await client.mutation("reports.report", input);
    expect(again.ok).toBe(false);
    if (!again.ok) expect([again.status, again.error.data.appCode]).toEqual([409, "ALREADY_REPORTED"]);
  });

  it.each([
    ["the reason 'other' without details", { target: { kind: "player", id: "x" }, reason: "other", details: "" }],
    ["a game id past what an integer column holds", { target: { kind: "game", id: 2 ** 31 }, reason: "spam" }],
    ["a shop id past what an integer column holds", { target: { kind: "shop", id: 2 ** 40 }, reason: "spam" }],
    ["a news post id past what an integer column holds", { target: { kind: "team_post", id: 2 ** 31 }, reason: "spam" }],
    ["a message id past what JavaScript counts exactly", { target: { kind: "message", id: 2 ** 63 }, reason: "spam" }],
    ["a player id of 65 characters", { target: { kind: "player", id: "a".repeat(65) }, reason: "spam" }],
    ["a team id with a space", { target: { kind: "team", id: "a b" }, reason: "spam" }],
    ["a kind that cannot be reported", { target: { kind: "gear", id: 1 }, reason: "spam" }],
    ["a cursor past what JavaScript counts exactly", null],
  ])("answers 400, never 500, to %s", async (_label, input) => {
    const reporter = await createPlayer(db(), "Signale");
    const client = await signedIn(reporter.id);
    const result = input ? await client.mutation("reports.report", input) : await client.query("reports.getMyReports", { cursor: 2 ** 63 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status, result.raw).toBe(400);
    expect(await db().select().from(report).where(eq(report.reporterId, reporter.id))).toEqual([]);
  });
});
