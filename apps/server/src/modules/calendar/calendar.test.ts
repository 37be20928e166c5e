import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { game } from "../../db/schema/index.ts";
import { Client, createTestApp, expectOk, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { SESSION_COOKIE, sessionCookieFor } from "../../../test-support/sessions.ts";
import { deleteAccount } from "../account/service.ts";
import { cancelGame, createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const replicas = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

async function signedIn(userId: string) {
  const client = new Client(server.app);
  client.cookies.set(SESSION_COOKIE, (await sessionCookieFor(server.database.db, userId)).value);
  return client;
}

/** GET an .ics address; the events' summaries and statuses when it is a calendar. */
async function fetchCalendar(client: Client, url: string) {
  const response = await client.request({ method: "GET", url });
  if (response.statusCode !== 200) return { status: response.statusCode, events: [] as { summary: string; status: string }[] };
  expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => ({ summary: String(vevent.getFirstPropertyValue("summary")), status: String(vevent.getFirstPropertyValue("status")) }));
  return { status: 200, events, name: calendar.getFirstPropertyValue("x-wr-calname") };
}

describe("a game's .ics file", () => {
  it("opens as the game's page does: a public game for anyone, a private one by its link or for its players", async () => {
    const organizer = await createPlayer(server.database.db, "Orga");
    const player = await createPlayer(server.database.db, "Joueur");
    const title = `Opération ${randomUUID().slice(0, 6)}`;
    const { id: publicId } = await createGame(server.database.db, organizer, gameInput({ title }));
    const { id: privateId } = await createGame(server.database.db, organizer, gameInput({ title: `${title} privée`, visibility: "private" }));
    const [{ shareToken }] = (await server.database.db.select({ shareToken: game.shareToken }).from(game).where(eq(game.id, privateId))) as [
      { shareToken: string },
    ];
    const anonymous = new Client(server.app);

    expect(await fetchCalendar(anonymous, `/calendar/games/${publicId}.ics`)).toMatchObject({ status: 200, events: [{ summary: title, status: "CONFIRMED" }] });
    expect((await fetchCalendar(anonymous, `/calendar/games/${privateId}.ics`)).status).toBe(404);
    expect((await fetchCalendar(anonymous, `/calendar/games/${privateId}.ics?share=not-the-token`)).status).toBe(404);
    expect(await fetchCalendar(anonymous, `/calendar/games/${privateId}.ics?share=${shareToken}`)).toMatchObject({
      status: 200,
      events: [{ summary: `${title} privée` }],
    });
    await registerForGame(server.database.db, player, { gameId: privateId, shareToken, replicas });
    expect((await fetchCalendar(await signedIn(player.id), `/calendar/games/${privateId}.ics`)).status).toBe(200);

    for (const bad of ["abc.ics", "99999999999.ics", `${publicId}.txt`, "0.ics", "2147483648.ics"]) {
      expect((await anonymous.request({ method: "GET", url: `/calendar/games/${bad}` })).statusCode, bad).toBe(404);
    }
  });

  it("marks a cancelled game as cancelled, so a calendar crosses it out", async () => {
    const organizer = await createPlayer(server.database.db, "Orga");
    const { id } = await createGame(server.database.db, organizer, gameInput({ title: "Annulée" }));
    await cancelGame(server.database.db, organizer, id);
    expect(await fetchCalendar(new Client(server.app), `/calendar/games/${id}.ics`)).toMatchObject({ events: [{ summary: "Annulée", status: "CANCELLED" }] });
  });
});

describe("a player's calendar feed", () => {
  it("holds the games they organize and hold a place in, no one else's; a new address retires the old one", async () => {
    const me = await createPlayer(server.database.db, "Moi");
    const other = await createPlayer(server.database.db, "Autre");
    const mark = randomUUID().slice(0, 6);
    await createGame(server.database.db, me, gameInput({ title: `Organisée ${mark}` }));
    const { id: joined } = await createGame(server.database.db, other, gameInput({ title: `Rejointe ${mark}` }));
    await createGame(server.database.db, other, gameInput({ title: `Étrangère ${mark}` }));
    await registerForGame(server.database.db, me, { gameId: joined, replicas });
    const client = await signedIn(me.id);

    const { path } = expectOk(await client.query<{ path: string }>("calendar.getFeed"));
    expect(expectOk(await client.query<{ path: string }>("calendar.getFeed")).path).toBe(path);
    // The phone's calendar subscribes without any session.
    const feed = await fetchCalendar(new Client(server.app), path);
    expect(feed.name).toBe("Mes parties Escouade");
    expect(feed.events.map((e) => e.summary).sort()).toEqual([`Organisée ${mark}`, `Rejointe ${mark}`]);

    await cancelGame(server.database.db, other, joined);
    expect((await fetchCalendar(new Client(server.app), path)).events).toContainEqual({ summary: `Rejointe ${mark}`, status: "CANCELLED" });

    const { path: replaced } = expectOk(await client.mutation<{ path: string }>("calendar.replaceFeed"));
    expect(replaced).not.toBe(path);
    expect((await fetchCalendar(new Client(server.app), path)).status).toBe(404);
    expect((await fetchCalendar(new Client(server.app), replaced)).status).toBe(200);

    await deleteAccount(server.database.db, me.id);
    expect((await fetchCalendar(new Client(server.app), replaced)).status).toBe(404);
    expect((await new Client(server.app).request({ method: "GET", url: "/calendar/feed/short.ics" })).statusCode).toBe(404);
  });
});
