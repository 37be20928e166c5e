import { randomUUID } from "node:crypto";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { moderationAction, notification, profile, report, session, shop, teamPost, teamProfile, user } from "../../db/schema/index.ts";
import { createGame, getGame, searchGames } from "../games/service.ts";
import { getMessages, listConversations, openDirectConversation, sendMessage } from "../messages/service.ts";
import { getStores, getShop, reportShop } from "../shops/service.ts";
import { createTeamPost, getTeam, getTeamPosts, searchTeams } from "../teams/service.ts";
import { ban, dismiss, getAuditLog, getQueue, getTarget, lift, remove, setModerator, suspend, warn } from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const db = () => database.db;

async function staff(role: "moderator" | "admin") {
  const person = await createPlayer(db(), role === "admin" ? "Admin" : "Modo");
  await db().update(user).set({ role }).where(eq(user.id, person.id));
  return { ...person, role };
}

/** Reports written straight in (the reporting module is tested on its own). */
async function fileReports(kind: ReportTargetKind, id: string, authorId: string | null, count = 1) {
  const reporters = await Promise.all(Array.from({ length: count }, () => createPlayer(db(), "Signale")));
  await db()
    .insert(report)
    .values(
      reporters.map((reporter, i) => ({
        reporterId: reporter.id,
        targetKind: kind,
        targetId: id,
        targetUserId: authorId,
        reason: i % 2 ? ("spam" as const) : ("harassment" as const),
        details: `détail ${i}`,
      })),
    );
  return reporters;
}

const reportsOn = (kind: ReportTargetKind, id: string) =>
  db()
    .select()
    .from(report)
    .where(and(eq(report.targetKind, kind), eq(report.targetId, id)));
const notificationsOf = async (userId: string) => (await db().select().from(notification).where(eq(notification.userId, userId))).map((n) => n.data);

/** A direct conversation of `count` messages, alternating senders; returns the ids in order. */
async function conversationOf(count: number) {
  const [a, b] = await Promise.all([createPlayer(db(), "Bavard"), createPlayer(db(), "Ecoute")]);
  await makeFriends(db(), a, b);
  const { conversationId } = await openDirectConversation(db(), a, b.id);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const sent = await sendMessage(db(), i % 2 ? b : a, { conversationId, clientId: randomUUID(), body: `message ${i}` });
    ids.push(sent.id);
  }
  return { a, b, conversationId, ids };
}

describe("the queue", () => {
  it("groups open reports by target, oldest first, with counts, reasons and the author's record", async () => {
    const moderator = await staff("moderator");
    const [older, newer] = await Promise.all([createPlayer(db(), "Vieux"), createPlayer(db(), "Recent")]);
    await fileReports("player", older.id, older.id, 3);
    await db()
      .update(report)
      .set({ createdAt: new Date("2000-01-01") })
      .where(eq(report.targetId, older.id));
    await fileReports("player", newer.id, newer.id, 1);
    await db().insert(moderationAction).values({ moderatorId: moderator.id, action: "warn", targetUserId: older.id, reason: "avant" });

    const queue = await getQueue(db(), { state: "open", kind: "player", page: 0, limit: 50 });
    const first = queue.items[0]!;
    expect(first).toMatchObject({ kind: "player", id: older.id, count: 3, author: { userId: older.id, warnings: 1, reports: 3, banned: false } });
    expect(first.reasons.sort()).toEqual(["harassment", "spam"]);
    expect(first.firstReportedAt.getTime()).toBeLessThanOrEqual(first.lastReportedAt.getTime());
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.total).toBeGreaterThanOrEqual(2);

    // Filters: another kind holds neither; once dismissed, they move to the dismissed state.
    expect((await getQueue(db(), { state: "open", kind: "shop", page: 0, limit: 50 })).items.some((item) => item.id === older.id)).toBe(false);
    await dismiss(db(), moderator, { kind: "player", id: older.id, reason: "" });
    expect((await getQueue(db(), { state: "open", kind: "player", page: 0, limit: 50 })).items.some((item) => item.id === older.id)).toBe(false);
    expect((await getQueue(db(), { state: "dismissed", kind: "player", page: 0, limit: 50 })).items.some((item) => item.id === older.id)).toBe(true);
  });

  it("pages through the groups", async () => {
    const target = await createPlayer(db(), "Pagine");
    await fileReports("player", target.id, target.id, 1);
    const first = await getQueue(db(), { state: "open", page: 0, limit: 1 });
    const second = await getQueue(db(), { state: "open", page: 1, limit: 1 });
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(`${second.items[0]!.kind}:${second.items[0]!.id}`).not.toBe(`${first.items[0]!.kind}:${first.items[0]!.id}`);
  });
});

describe("a reported message in context", () => {
  it("shows at most three messages on each side, never the whole conversation", async () => {
    const { a, ids } = await conversationOf(10);
    const reported = ids[5]!;
    await fileReports("message", String(reported), a.id, 2);
    const view = await getTarget(db(), { kind: "message", id: String(reported) });
    if (view.content?.kind !== "message") throw new Error("not a message");
    expect(view.content.messages.map((m) => m.id)).toEqual(ids.slice(2, 9));
    expect(view.content.messages.find((m) => m.reported)?.id).toBe(reported);
    expect(view.content.messages[0]!.senderName).toEqual(expect.any(String));
    expect(view.reports).toHaveLength(2);
    expect(view.reports[0]).toMatchObject({ reporterId: expect.any(String), details: expect.stringMatching(/détail/) });
  });

  it("near the start of a conversation, shows what there is", async () => {
    const { b, ids } = await conversationOf(3);
    await fileReports("message", String(ids[1]), b.id);
    const view = await getTarget(db(), { kind: "message", id: String(ids[1]) });
    expect(view.content?.kind === "message" && view.content.messages.map((m) => m.id)).toEqual(ids);
  });

  it("a message nobody reported is not the moderators': they can neither read it nor act on it", async () => {
    const moderator = await staff("moderator");
    const { conversationId, ids, b } = await conversationOf(5);
    for (const id of ids) expect(await appCodeOf(getTarget(db(), { kind: "message", id: String(id) }))).toBe("NOT_FOUND");
    expect(await appCodeOf(remove(db(), moderator, { kind: "message", id: String(ids[2]), reason: "Curiosité" }))).toBe("NOT_FOUND");
    expect(await appCodeOf(warn(db(), moderator, { kind: "message", id: String(ids[2]), reason: "Curiosité" }))).toBe("NOT_FOUND");
    const history = await getMessages(db(), b, { conversationId, limit: 10 });
    expect(history.items.every((m) => !m.removed)).toBe(true);
    const log = await db().select().from(moderationAction).where(eq(moderationAction.moderatorId, moderator.id));
    expect(log).toEqual([]);
  });

  it("answers NOT_FOUND for a target that neither exists nor was reported", async () => {
    expect(await appCodeOf(getTarget(db(), { kind: "game", id: "999999999" }))).toBe("NOT_FOUND");
    expect(await appCodeOf(getTarget(db(), { kind: "game", id: "abc" }))).toBe("NOT_FOUND");
  });
});

describe("dismissing and warning", () => {
  it("dismiss closes the open reports with the audit row, and warns no one", async () => {
    const moderator = await staff("moderator");
    const target = await createPlayer(db(), "Innocent");
    await fileReports("player", target.id, target.id, 2);
    const { actionId, closed } = await dismiss(db(), moderator, { kind: "player", id: target.id, reason: "" });
    expect(closed).toBe(2);
    const rows = await reportsOn("player", target.id);
    expect(rows.every((row) => row.state === "dismissed" && row.actionId === actionId && row.resolvedAt !== null)).toBe(true);
    const [logged] = await db().select().from(moderationAction).where(eq(moderationAction.id, actionId));
    expect(logged).toMatchObject({ moderatorId: moderator.id, action: "dismiss", targetKind: "player", targetId: target.id, targetUserId: target.id });
    expect(await notificationsOf(target.id)).toEqual([]);
  });

  it("warn notifies the author with the reason, counts on the record, and closes the reports as actioned", async () => {
    const moderator = await staff("moderator");
    const { a, ids } = await conversationOf(2);
    await fileReports("message", String(ids[0]), a.id, 1);
    const { actionId } = await warn(db(), moderator, { kind: "message", id: String(ids[0]), reason: "Restez courtois." });
    expect(await notificationsOf(a.id)).toEqual([{ type: "moderation_warning", payload: { reason: "Restez courtois." } }]);
    expect((await reportsOn("message", String(ids[0])))[0]).toMatchObject({ state: "actioned", actionId });
    expect((await getTarget(db(), { kind: "message", id: String(ids[0]) })).author).toMatchObject({ userId: a.id, warnings: 1 });
  });
});

describe("removing content", () => {
  it("a removed game is gone for everyone but its organizer, who sees why", async () => {
    const moderator = await staff("moderator");
    const [organizer, visitor] = await Promise.all([createPlayer(db(), "Orga"), createPlayer(db(), "Visiteur")]);
    const { id } = await createGame(db(), organizer, gameInput({ title: "Partie litigieuse" }));
    await fileReports("game", String(id), organizer.id);
    await remove(db(), moderator, { kind: "game", id: String(id), reason: "Annonce trompeuse" });

    expect(await appCodeOf(getGame(db(), visitor.id, id))).toBe("NOT_FOUND");
    expect(await appCodeOf(getGame(db(), null, id))).toBe("NOT_FOUND");
    expect(await getGame(db(), organizer.id, id)).toMatchObject({ id, removedAt: expect.any(Date), removedReason: "Annonce trompeuse" });
    expect((await searchGames(db(), visitor.id, { q: "litigieuse" })).items).toEqual([]);
    expect((await searchGames(db(), null, { q: "litigieuse" })).total).toBe(0);
    expect(await notificationsOf(organizer.id)).toEqual([{ type: "moderation_content_removed", payload: { kind: "game", reason: "Annonce trompeuse" } }]);
    expect((await reportsOn("game", String(id)))[0]!.state).toBe("actioned");
  });

  it("a removed team leaves the search and its page answers NOT_FOUND to everyone but its members", async () => {
    const moderator = await staff("moderator");
    const team = await createTeamWith(db(), { members: 1 });
    const visitor = await createPlayer(db(), "Visiteur");
    expect((await searchTeams(db(), { q: team.name })).items.map((t) => t.id)).toContain(team.id);
    await fileReports("team", team.id, team.owner.id);
    await remove(db(), moderator, { kind: "team", id: team.id, reason: "Nom injurieux" });

    expect((await searchTeams(db(), { q: team.name })).items.map((t) => t.id)).not.toContain(team.id);
    expect(await appCodeOf(getTeam(db(), visitor, team.slug))).toBe("NOT_FOUND");
    await expect(getTeam(db(), team.members[0]!, team.slug)).resolves.toMatchObject({ id: team.id });
    // Its news with it: members still read them, nobody else.
    expect(await appCodeOf(getTeamPosts(db(), visitor, { teamId: team.id }))).toBe("NOT_FOUND");
    await expect(getTeamPosts(db(), team.members[0]!, { teamId: team.id })).resolves.toMatchObject({ items: [] });
    const [row] = await db().select().from(teamProfile).where(eq(teamProfile.organizationId, team.id));
    expect(row!.removedReason).toBe("Nom injurieux");
    expect(await notificationsOf(team.owner.id)).toContainEqual({ type: "moderation_content_removed", payload: { kind: "team", reason: "Nom injurieux" } });
  });

  it("a removed news post leaves the team's news", async () => {
    const moderator = await staff("moderator");
    const team = await createTeamWith(db());
    const kept = await createTeamPost(db(), team.owner, { teamId: team.id, text: "Entraînement samedi", photoKeys: [] });
    const removed = await createTeamPost(db(), team.owner, { teamId: team.id, text: "Propos déplacés", photoKeys: [] });
    await remove(db(), moderator, { kind: "team_post", id: String(removed.id), reason: "Propos déplacés" });
    expect((await getTeamPosts(db(), team.members[0]!, { teamId: team.id })).items.map((p) => p.id)).toEqual([kept.id]);
    const [row] = await db().select().from(teamPost).where(eq(teamPost.id, removed.id));
    expect(row!.removedAt).not.toBeNull();
  });

  it("a removed shop leaves the map and the list", async () => {
    const [moderator, submitter] = await Promise.all([staff("moderator"), createPlayer(db(), "Boutiquier")]);
    const name = `Boutique ${randomUUID().slice(0, 8)}`;
    const created = await reportShop(db(), submitter, {
      name,
      type: "physical",
      address: { street: "", city: "Lyon", postalCode: "", country: "fr", latitude: 45.7, longitude: 4.8 },
      website: "",
      comment: "",
    });
    await db().update(shop).set({ status: "approved" }).where(eq(shop.id, created.id));
    expect((await getStores(db(), { q: name })).map((s) => s.id)).toEqual([created.id]);
    await remove(db(), moderator, { kind: "shop", id: String(created.id), reason: "Arnaque" });
    expect(await getStores(db(), { q: name })).toEqual([]);
    expect(await appCodeOf(getShop(db(), null, created.id))).toBe("NOT_FOUND");
  });

  it("a removed message keeps its place in the thread, without its words", async () => {
    const moderator = await staff("moderator");
    const { a, b, conversationId, ids } = await conversationOf(3);
    await fileReports("message", String(ids[2]), a.id);
    await remove(db(), moderator, { kind: "message", id: String(ids[2]), reason: "Insulte" });
    const history = await getMessages(db(), b, { conversationId, limit: 10 });
    expect(history.items.map((m) => m.id)).toEqual([...ids].reverse());
    expect(history.items[0]).toMatchObject({ id: ids[2], body: "", removed: true });
    expect(history.items[1]).toMatchObject({ body: "message 1", removed: false });
    const [summary] = (await listConversations(db(), b, { folder: "inbox", limit: 10 })).items.filter((c) => c.id === conversationId);
    expect(summary?.lastMessage?.excerpt).toBe("");
    expect(await notificationsOf(a.id)).toEqual([{ type: "moderation_content_removed", payload: { kind: "message", reason: "Insulte" } }]);
  });

  it("a removed player profile loses its bio and banner, keeps its account", async () => {
    const moderator = await staff("moderator");
    const target = await createPlayer(db(), "Provoc");
    await db().update(profile).set({ bio: "Texte haineux", bannerKey: "banners/x.webp" }).where(eq(profile.userId, target.id));
    await remove(db(), moderator, { kind: "player", id: target.id, reason: "Bio haineuse" });
    const [row] = await db().select().from(profile).where(eq(profile.userId, target.id));
    expect(row).toMatchObject({ bio: "", bannerKey: null, username: target.username });
  });
});

describe("suspensions and bans", () => {
  it("suspend bans until the end, ends every session, logs the end and closes the reports", async () => {
    const moderator = await staff("moderator");
    const target = await createPlayer(db(), "Suspendu");
    await sessionCookieFor(db(), target.id);
    await fileReports("player", target.id, target.id);
    const before = Date.now();
    const { actionId, endsAt } = await suspend(db(), moderator, {
      userId: target.id,
      days: 7,
      reason: "Harcèlement",
      target: { kind: "player", id: target.id },
    });
    expect(endsAt!.getTime() - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    const [row] = await db().select().from(user).where(eq(user.id, target.id));
    expect(row).toMatchObject({ banned: true, banReason: "Harcèlement", banExpires: endsAt });
    expect(await db().select().from(session).where(eq(session.userId, target.id))).toEqual([]);
    expect((await db().select().from(moderationAction).where(eq(moderationAction.id, actionId)))[0]).toMatchObject({ action: "suspend", endsAt });
    expect((await reportsOn("player", target.id))[0]).toMatchObject({ state: "actioned", actionId });
    expect((await getTarget(db(), { kind: "player", id: target.id })).author).toMatchObject({ banned: true, suspensions: 1, banExpires: endsAt });

    await lift(db(), moderator, { userId: target.id, reason: "" });
    expect((await db().select().from(user).where(eq(user.id, target.id)))[0]).toMatchObject({ banned: false, banExpires: null });
  });

  it("ban has no end", async () => {
    const moderator = await staff("admin");
    const target = await createPlayer(db(), "Banni");
    await ban(db(), moderator, { userId: target.id, reason: "Escroquerie" });
    expect((await db().select().from(user).where(eq(user.id, target.id)))[0]).toMatchObject({ banned: true, banExpires: null });
  });

  it("moderators cannot act on themselves, on other moderators or on admins; admins can act on moderators", async () => {
    const [moderator, other, admin] = await Promise.all([staff("moderator"), staff("moderator"), staff("admin")]);
    expect(await appCodeOf(suspend(db(), moderator, { userId: moderator.id, days: 1, reason: "x" }))).toBe("SELF_ACTION");
    expect(await appCodeOf(suspend(db(), moderator, { userId: other.id, days: 1, reason: "x" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(ban(db(), moderator, { userId: admin.id, reason: "x" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(warn(db(), moderator, { kind: "player", id: admin.id, reason: "x" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(remove(db(), moderator, { kind: "player", id: other.id, reason: "x" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(suspend(db(), admin, { userId: other.id, days: 1, reason: "x" }))).toBe(null);
    expect(await appCodeOf(ban(db(), admin, { userId: (await staff("admin")).id, reason: "x" }))).toBe("FORBIDDEN");
    // Nothing was written for the refusals.
    expect(await db().select().from(moderationAction).where(eq(moderationAction.moderatorId, moderator.id))).toEqual([]);
  });
});

describe("admins", () => {
  it("grant and take the moderator role by id or username, never an admin's, and it is logged", async () => {
    const [admin, otherAdmin, player] = await Promise.all([staff("admin"), staff("admin"), createPlayer(db(), "Promu")]);
    await setModerator(db(), admin, { username: player.username.toUpperCase(), moderator: true });
    expect((await db().select({ role: user.role }).from(user).where(eq(user.id, player.id)))[0]!.role).toBe("moderator");
    await setModerator(db(), admin, { userId: player.id, moderator: false });
    expect((await db().select({ role: user.role }).from(user).where(eq(user.id, player.id)))[0]!.role).toBe("user");
    expect(await appCodeOf(setModerator(db(), admin, { userId: otherAdmin.id, moderator: false }))).toBe("FORBIDDEN");
    expect(await appCodeOf(setModerator(db(), admin, { username: "personne-de-ce-nom", moderator: true }))).toBe("NOT_FOUND");

    const log = await getAuditLog(db(), { targetUserId: player.id, page: 0, limit: 10 });
    expect(log.items.map((entry) => entry.action)).toEqual(["revoke_moderator", "grant_moderator"]);
    expect(log.items[0]).toMatchObject({ moderator: { id: admin.id, username: admin.username }, targetUser: { id: player.id, username: player.username } });
    expect((await getAuditLog(db(), { moderatorId: admin.id, page: 0, limit: 1 })).items).toHaveLength(1);
    expect((await getAuditLog(db(), { moderatorId: admin.id, page: 0, limit: 10 })).total).toBe(2);
  });
});
