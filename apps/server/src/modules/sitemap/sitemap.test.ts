import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { game, teamProfile } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { insertPlace } from "../../../test-support/places.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { cancelGame, createGame } from "../games/service.ts";

let server: TestApp;
const SITE = "https://escouade.example";
beforeAll(async () => {
  server = await createTestApp({ env: { PUBLIC_APP_URL: SITE } });
});
afterAll(() => server.close());

const DAY = 24 * 3600 * 1000;

describe("/sitemap.xml", () => {
  it("lists the public pages and the upcoming public games in the four languages, and nothing a stranger may not open", async () => {
    const organizer = await createPlayer(server.database.db, "Carto");
    const { db } = server.database;
    const listed = await createGame(db, organizer, gameInput({ title: "Publique" }));
    const friends = await createGame(db, organizer, gameInput({ visibility: "friends" }));
    const secret = await createGame(db, organizer, gameInput({ visibility: "private" }));
    const cancelled = await createGame(db, organizer, gameInput());
    await cancelGame(db, organizer, cancelled.id);
    const removed = await createGame(db, organizer, gameInput());
    await db.update(game).set({ removedAt: new Date() }).where(eq(game.id, removed.id));
    const past = await createGame(db, organizer, gameInput());
    await db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(game.id, past.id));

    const response = await server.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const lang of ["fr", "en", "es", "de"]) {
      expect(locs).toContain(`/${lang}`);
      expect(locs).toContain(`/${lang}/search/games`);
      expect(locs).toContain(`/${lang}/toolbox`);
      expect(locs).toContain(`/${lang}/games/${listed.id}`);
    }
    for (const hidden of [friends, secret, cancelled, removed, past]) expect(locs.filter((path) => path.endsWith(`/games/${hidden.id}`))).toEqual([]);
    // Each address names its other languages.
    expect(response.body).toContain(`hreflang="de" href="${`${SITE}/de/games/${listed.id}`}"`);
  });

  it("lists the places and the teams a stranger may open, and neither a waiting or removed place nor a removed team", async () => {
    const { db } = server.database;
    const { id: shown } = await insertPlace(db);
    const { id: waiting } = await insertPlace(db, { status: "pending" });
    const { id: gone } = await insertPlace(db, { removedAt: new Date() });
    const team = await createTeamWith(db);
    const removedTeam = await createTeamWith(db);
    await db.update(teamProfile).set({ removedAt: new Date() }).where(eq(teamProfile.organizationId, removedTeam.id));

    const response = await server.app.inject({ url: "/sitemap.xml" });
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const lang of ["fr", "en", "es", "de"]) {
      expect(locs).toContain(`/${lang}/shops/${shown}`);
      expect(locs).toContain(`/${lang}/teams/${team.slug}`);
    }
    for (const hidden of [waiting, gone]) expect(locs.filter((path) => path.endsWith(`/shops/${hidden}`))).toEqual([]);
    expect(locs.filter((path) => path.endsWith(`/teams/${removedTeam.slug}`))).toEqual([]);
  });

  it("tells crawlers where the sitemap is, by its absolute address", async () => {
    const response = await server.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(response.body).toContain("Disallow: /trpc/");
  });
});
