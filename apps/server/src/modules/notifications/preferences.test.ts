import type { NotificationPreference } from "@escouade/contracts/notification-preferences";
import type { NotificationData, NotificationList } from "@escouade/contracts/notifications";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notification, notificationPreference, user } from "../../db/schema/index.ts";
import { notificationEmail } from "./notification-email.ts";
import { notifyUsers } from "./service.ts";
import { Client, expectError, expectOk } from "../../../test-support/app.ts";
import { useAppWithMailSink } from "../../../test-support/app-with-mail.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

const ctx = useAppWithMailSink();
const db = () => ctx.server.database.db;

/** An onboarded player (verified address) with a session, in `lang`. */
async function signedInPlayer(label: string, lang = "fr") {
  const player = await createPlayer(db(), label);
  const [row] = await db().update(user).set({ lang }).where(eq(user.id, player.id)).returning({ email: user.email });
  const cookie = await sessionCookieFor(db(), player.id);
  const client = new Client(ctx.server.app);
  client.cookies.set(cookie.name, cookie.value);
  return { ...player, email: row!.email, client };
}

const friend = (username: string) => ({ id: "f-1", username });
const ping = (from: string): NotificationData => ({ type: "ping", payload: { friend: friend(from) } });
const friendRequest = (from: string): NotificationData => ({ type: "friend_request", payload: { friend: friend(from) } });
const cancelled = (title: string): NotificationData => ({
  type: "game_cancelled",
  payload: { game: { id: 12, title, startsAt: new Date("2031-05-10T08:00:00Z") } },
});

const preferences = async (client: Client) => expectOk(await client.query<NotificationPreference[]>("notifications.getPreferences"));
const setPreference = (client: Client, input: object) => client.mutation<NotificationPreference>("notifications.setPreference", input);
const types = async (client: Client) => expectOk(await client.query<NotificationList>("notifications.getNotifications")).items.map((item) => item.data.type);

/**
 * E-mails leave after the commit, in the background: a later e-mail that is sure to come (a
 * cancelled game, e-mailed by default) proves everything before it has been dealt with.
 */
async function mailsAfterMarker(player: { id: string; email: string }, marker: string) {
  await notifyUsers(db(), [player.id], cancelled(marker));
  await ctx.sink.waitForMail(player.email, { subject: marker });
  return (await ctx.sink.messages(player.email)).map((mail) => mail.subject);
}

describe("notification preferences", () => {
  it("start from the defaults: everything in the app, e-mails for friends, my games and my team, pushes as decision 022 says", async () => {
    const alice = await signedInPlayer("Alice");
    expect(await preferences(alice.client)).toEqual([
      { kind: "friends", inApp: true, byEmail: true, byPush: true },
      { kind: "pings", inApp: true, byEmail: false, byPush: false },
      { kind: "messages", inApp: false, byEmail: false, byPush: true },
      { kind: "my_games", inApp: true, byEmail: true, byPush: true },
      { kind: "organizing", inApp: true, byEmail: false, byPush: false },
      { kind: "following", inApp: true, byEmail: true, byPush: false },
      { kind: "my_team", inApp: true, byEmail: true, byPush: true },
      { kind: "team_requests", inApp: true, byEmail: false, byPush: true },
      { kind: "shops", inApp: true, byEmail: false, byPush: false },
    ]);
  });

  it("keep what was set, channel by channel, and setting it again changes nothing", async () => {
    const alice = await signedInPlayer("Alice");
    expect(expectOk(await setPreference(alice.client, { kind: "pings", inApp: false }))).toEqual({
      kind: "pings",
      inApp: false,
      byEmail: false,
      byPush: false,
    });
    expect(expectOk(await setPreference(alice.client, { kind: "pings", byEmail: true }))).toEqual({
      kind: "pings",
      inApp: false,
      byEmail: true,
      byPush: false,
    });
    expect(expectOk(await setPreference(alice.client, { kind: "pings", byEmail: true }))).toEqual({
      kind: "pings",
      inApp: false,
      byEmail: true,
      byPush: false,
    });
    expect(expectOk(await setPreference(alice.client, { kind: "my_games", inApp: true, byEmail: false }))).toEqual({
      kind: "my_games",
      inApp: true,
      byEmail: false,
      byPush: true,
    });

    const all = await preferences(alice.client);
    expect(all.find((p) => p.kind === "pings")).toEqual({ kind: "pings", inApp: false, byEmail: true, byPush: false });
    expect(all.find((p) => p.kind === "my_games")).toEqual({ kind: "my_games", inApp: true, byEmail: false, byPush: true });
    expect(all.find((p) => p.kind === "friends")).toEqual({ kind: "friends", inApp: true, byEmail: true, byPush: true });
    expect(await db().$count(notificationPreference, eq(notificationPreference.userId, alice.id))).toBe(2);
    // Another player's choices are their own.
    const bob = await signedInPlayer("Bob");
    expect((await preferences(bob.client)).find((p) => p.kind === "pings")).toEqual({ kind: "pings", inApp: true, byEmail: false, byPush: false });
  });

  it("refuse an unknown kind, an always-on kind and a call with no channel (400), and a signed-out caller (401)", async () => {
    const alice = await signedInPlayer("Alice");
    for (const input of [
      { kind: "nope", inApp: false },
      { kind: "moderation", inApp: false },
      { kind: "pings" },
      { kind: "messages", inApp: true },
      { kind: "pings", byPush: "yes" },
    ]) {
      expect(expectError(await setPreference(alice.client, input)).data.httpStatus).toBe(400);
    }
    const anonymous = new Client(ctx.server.app);
    expect(expectError(await anonymous.query("notifications.getPreferences")).data.httpStatus).toBe(401);
    expect(expectError(await setPreference(anonymous, { kind: "pings", inApp: false })).data.httpStatus).toBe(401);
  });
});

describe("notifyUsers with preferences", () => {
  it("writes no row of a kind a player turned off in the app; other kinds and other players still get theirs", async () => {
    const alice = await signedInPlayer("Alice");
    const bob = await signedInPlayer("Bob");
    expectOk(await setPreference(alice.client, { kind: "pings", inApp: false }));

    await notifyUsers(db(), [alice.id, bob.id], ping("Carol"));
    await notifyUsers(db(), [alice.id], friendRequest("Carol"));

    expect(await types(alice.client)).toEqual(["friend_request"]);
    expect(await types(bob.client)).toEqual(["ping"]);
    expect(await db().$count(notification, and(eq(notification.userId, alice.id)))).toBe(1);
  });

  it("keeps an always-on kind whatever is stored for it", async () => {
    const alice = await signedInPlayer("Alice");
    await db().insert(notificationPreference).values({ userId: alice.id, type: "moderation", inApp: false, byEmail: false });
    await notifyUsers(db(), [alice.id], { type: "moderation_warning", payload: { reason: "Langage insultant" } });
    expect(await types(alice.client)).toEqual(["moderation_warning"]);
    const mail = await ctx.sink.waitForMail(alice.email, { subject: "avertissement" });
    expect(mail.text).toContain("Motif\u00a0: Langage insultant");
  });

  it("e-mails a player who turned e-mails on, once, in their language, with links to the app and the settings", async () => {
    const dana = await signedInPlayer("Dana", "de");
    expectOk(await setPreference(dana.client, { kind: "pings", byEmail: true }));

    await notifyUsers(db(), [dana.id], ping("Alice"));

    const mail = await ctx.sink.waitForMail(dana.email, { subject: "angestupst" });
    expect(mail.subject).toBe("Alice hat dich angestupst");
    expect(mail.text).toContain("http://localhost:5173/de/user/f-1");
    expect(mail.text).toContain("http://localhost:5173/de/settings");
    expect(mail.html).toContain("Alice hat dich angestupst.");
    expect(await mailsAfterMarker(dana, "Marker-1")).toEqual(["Alice hat dich angestupst", "Das Spiel Marker-1 wurde abgesagt"]);
  });

  it("e-mails nobody who turned e-mails off, left them off, has no verified address, or gets the type's own e-mail", async () => {
    const erin = await signedInPlayer("Erin", "en");
    expectOk(await setPreference(erin.client, { kind: "friends", byEmail: false }));
    const frank = await signedInPlayer("Frank", "es");
    await db().update(user).set({ emailVerified: false }).where(eq(user.id, frank.id));

    await notifyUsers(db(), [erin.id, frank.id], friendRequest("Alice"));
    await notifyUsers(db(), [erin.id], ping("Alice"));
    await notifyUsers(db(), [erin.id], {
      type: "team_invitation_received",
      payload: { team: { id: "t", name: "Les Loups", slug: "les-loups" }, player: friend("Alice"), invitationId: "i" },
    });

    expect(await mailsAfterMarker(erin, "Marker-2")).toEqual(["The game Marker-2 has been cancelled"]);
    // Frank's address is not verified: not even the marker reaches it.
    await notifyUsers(db(), [frank.id], cancelled("Marker-3"));
    await notifyUsers(db(), [erin.id], cancelled("Marker-4"));
    await ctx.sink.waitForMail(erin.email, { subject: "Marker-4" });
    expect(await ctx.sink.messages(frank.email)).toEqual([]);
    // In the app, all of them are there.
    expect(await types(erin.client)).toEqual(["game_cancelled", "game_cancelled", "team_invitation_received", "ping", "friend_request"]);
  });

  it("sends nothing for a transaction that rolls back", async () => {
    const gina = await signedInPlayer("Gina");
    const rollback = new Error("rolled back");
    await expect(
      db().transaction(async (tx) => {
        await notifyUsers(tx, [gina.id], cancelled("Rolled-back"));
        throw rollback;
      }),
    ).rejects.toBe(rollback);

    expect(await mailsAfterMarker(gina, "Marker-5")).toEqual(["La partie Marker-5 a été annulée"]);
    expect(await types(gina.client)).toEqual(["game_cancelled"]);
  });
});

describe("notificationEmail", () => {
  it("names the game, the team or the friend in each language, and falls back to French", () => {
    const team = { id: "t", name: "Les Loups", slug: "les-loups" };
    const base = { to: "x@example.test", appUrl: "https://escouade.example" };
    expect(notificationEmail({ ...base, lang: "fr", data: cancelled("Opération Brume") }).subject).toBe("La partie Opération Brume a été annulée");
    expect(notificationEmail({ ...base, lang: "es", data: { type: "team_deleted", payload: { team } } }).subject).toBe("El equipo Les Loups ha sido eliminado");
    const english = notificationEmail({ ...base, lang: "en", data: { type: "team_member_removed", payload: { team } } });
    expect(english.subject).toBe("You are no longer a member of Les Loups");
    expect(english.text).toContain("https://escouade.example/en/teams/les-loups");
    expect(notificationEmail({ ...base, lang: "xx", data: friendRequest("Bob") }).text).toContain("https://escouade.example/fr/settings");
    // An approved shop leads to its page; a refused report, which has none, to the shop search.
    const shop = { id: 12, name: "Airsoft Sud" };
    expect(notificationEmail({ ...base, lang: "de", data: { type: "shop_approved", payload: { shop } } }).text).toContain(
      "https://escouade.example/de/shops/12",
    );
    expect(notificationEmail({ ...base, lang: "en", data: { type: "shop_rejected", payload: { shop } } }).text).toContain(
      "https://escouade.example/en/search/shops",
    );
    // A cancelled game carries its organizer's words, as text.
    const withMessage = notificationEmail({
      ...base,
      lang: "fr",
      data: {
        type: "game_cancelled",
        payload: { game: { id: 1, title: "Opération Brume", startsAt: new Date("2031-05-10T08:00:00Z") }, message: "Terrain <inondé>" },
      },
    });
    expect(withMessage.text).toContain("Le message de l'organisation\u00a0: Terrain <inondé>");
    expect(withMessage.html).toContain("Terrain &lt;inondé&gt;");
    // Names are text in the HTML part, never markup.
    expect(notificationEmail({ ...base, lang: "fr", data: friendRequest("<b>Bob</b>") }).html).toContain("&lt;b&gt;Bob&lt;/b&gt;");
  });

  it("says when a game starts on the field's clock, in each language", () => {
    const base = { to: "x@example.test", appUrl: "https://escouade.example" };
    // 08:00 UTC on a Saturday in March: 09:00 near Lyon, 08:00 on Gran Canaria.
    const reminder = (timeZone?: string) => ({
      type: "game_reminder" as const,
      payload: { game: { id: 1, title: "Opération Brume", startsAt: new Date("2031-03-15T08:00:00Z"), ...(timeZone ? { timeZone } : {}) } },
    });
    const subject = (lang: string, timeZone?: string) => notificationEmail({ ...base, lang, data: reminder(timeZone) }).subject;
    expect(subject("fr", "Europe/Paris")).toBe("C'est pour bientôt\u00a0: la partie Opération Brume commence le samedi 15 mars à 09:00 (heure locale)");
    expect(subject("en", "Atlantic/Canary")).toBe("Coming up: Opération Brume starts on Saturday 15 March at 08:00 (local time)");
    expect(subject("es", "Atlantic/Canary")).toBe("Ya queda poco: la partida Opération Brume empieza el sábado, 15 de marzo a las 08:00 (hora local)");
    expect(subject("de", "Europe/Berlin")).toBe("Bald geht's los: Opération Brume beginnt am Samstag, 15. März um 09:00 Uhr (Ortszeit)");
    // A reminder written before games had a zone: Paris, where every game then was.
    expect(subject("fr")).toContain("à 09:00");
  });
});
