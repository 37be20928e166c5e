import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { game, teamProfile, user } from "../../db/schema/index.ts";
import { cancelGame, createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";
import { createTestApp, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";
import { insertPlace } from "../../../test-support/places.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { ECHO_RENDERER, fakeWebBuild } from "../../../test-support/web-build.ts";

// The server's side of the widget: who and what it lists, and how it answers. Its markup is the
// web's (a journey frames the real one); this build's renderer echoes what it was given.
const ECHO_EMBED = `${ECHO_RENDERER}
export async function renderEmbed(options) {
  return "<!DOCTYPE html><html><body><script type=\\"application/json\\">" + JSON.stringify(options).replace(/</g, "\\\\u003c") + "</script></body></html>";
}`;

const SITE = "https://escouade.example";
let dist: string;
let server: TestApp;
beforeAll(async () => {
  dist = fakeWebBuild("escouade-embed-", ECHO_EMBED);
  server = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_APP_URL: SITE } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});
const db = () => server.database.db;

interface Seen {
  lang: string;
  theme: string;
  nonce: string;
  origin: string;
  owner: { name: string; path: string };
  games: { id: number; title: string }[];
}
const seenIn = (html: string) => JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Seen;

describe("the widget a club puts on its site", () => {
  it("lists an organizer's upcoming public games, soonest first, and nothing a stranger may not see", async () => {
    const organizer = await createPlayer(db(), "Widget");
    const later = await createGame(
      db(),
      organizer,
      gameInput({ title: "Plus tard", startsAt: new Date(Date.now() + 9 * 86_400_000), endsAt: new Date(Date.now() + 9 * 86_400_000 + 3_600_000) }),
    );
    const soon = await createGame(db(), organizer, gameInput({ title: "Bientôt" }));
    const friends = await createGame(db(), organizer, gameInput({ visibility: "friends" }));
    const secret = await createGame(db(), organizer, gameInput({ visibility: "private" }));
    const cancelled = await createGame(db(), organizer, gameInput());
    await cancelGame(db(), organizer, cancelled.id);
    const past = await createGame(db(), organizer, gameInput());
    await db()
      .update(game)
      .set({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(game.id, past.id));

    const response = await server.app.inject({ url: `/embed/organizer/${organizer.id}?lang=de&theme=dark` });
    expect(response.statusCode).toBe(200);
    const seen = seenIn(response.body);
    expect(seen.games.map((g) => g.id)).toEqual([soon.id, later.id]);
    for (const hidden of [friends, secret, cancelled, past]) expect(seen.games.map((g) => g.id)).not.toContain(hidden.id);
    expect(seen).toMatchObject({ lang: "de", theme: "dark", origin: SITE, owner: { name: organizer.username, path: `/user/${organizer.id}` } });
  });

  it("may be framed by any site, runs nothing, and sets no cookie even for a signed-in visitor", async () => {
    const organizer = await createPlayer(db(), "Cadre");
    const cookie = await sessionCookieFor(db(), organizer.id);
    const response = await server.app.inject({ url: `/embed/organizer/${organizer.id}`, headers: { cookie: cookie.header } });
    expect(response.statusCode).toBe(200);
    const policy = response.headers["content-security-policy"] as string;
    const nonce = seenIn(response.body).nonce;
    expect(policy).toBe(`default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors *; base-uri 'none'; form-action 'none'`);
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    // A bad language or theme falls back; the widget never breaks the site's page.
    expect(seenIn((await server.app.inject({ url: `/embed/organizer/${organizer.id}?lang=xx&theme=neon` })).body)).toMatchObject({ lang: "fr", theme: "auto" });
    // Every other page keeps refusing to be framed.
    const page = await server.app.inject({ url: "/fr" });
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("lists a field's games and the games a team's members go to", async () => {
    const place = await insertPlace(db());
    const organizer = await createPlayer(db(), "Terrain");
    const here = await createGame(db(), organizer, gameInput({ title: "Au terrain", shopId: place.id }));
    const elsewhere = await createGame(db(), organizer, gameInput({ title: "Ailleurs" }));
    const atField = seenIn((await server.app.inject({ url: `/embed/field/${place.id}` })).body);
    expect(atField.games.map((g) => g.id)).toEqual([here.id]);
    expect(atField.owner).toEqual({ name: place.name, path: `/shops/${place.id}` });

    const team = await createTeamWith(db(), { members: 1 });
    await registerForGame(db(), team.members[0]!, { gameId: elsewhere.id, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });
    const ofTeam = seenIn((await server.app.inject({ url: `/embed/team/${team.slug}?lang=es` })).body);
    expect(ofTeam.games.map((g) => g.id)).toEqual([elsewhere.id]);
    expect(ofTeam.owner).toEqual({ name: team.name, path: `/teams/${team.slug}` });
  });

  it("is not found for nobody: an unknown or malformed key, a shop that is not a field, a removed team, a banned organizer", async () => {
    const notField = await insertPlace(db(), { type: "physical" });
    const removed = await createTeamWith(db());
    await db().update(teamProfile).set({ removedAt: new Date() }).where(eq(teamProfile.organizationId, removed.id));
    const banned = await createPlayer(db(), "Banni");
    await db().update(user).set({ banned: true }).where(eq(user.id, banned.id));
    for (const url of [
      `/embed/field/${notField.id}`,
      "/embed/field/999999999",
      "/embed/field/abc",
      "/embed/field/1e3",
      `/embed/team/${removed.slug}`,
      "/embed/team/Pas_Un_Slug",
      `/embed/team/${"a".repeat(200)}`,
      `/embed/organizer/${banned.id}`,
      "/embed/organizer/inconnu",
      "/embed/shop/1",
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
  });
});
