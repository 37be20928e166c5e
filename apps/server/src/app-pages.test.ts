import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profile } from "./db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/app.ts";
import { createPlayer } from "../test-support/players.ts";
import { sessionCookieFor } from "../test-support/sessions.ts";
import { fakeWebBuild, seenByRenderer } from "../test-support/web-build.ts";

// The pages the server draws are given the visitor's session, read with the real better-auth.
let dist: string;
let server: TestApp;

beforeAll(async () => {
  dist = fakeWebBuild("escouade-pages-");
  server = await createTestApp({ mailer: { send: async () => {} }, env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const sessionIn = (html: string): unknown => JSON.parse(seenByRenderer(html).session);

describe("pages are drawn with the visitor's session", () => {
  it("says null to a visitor who is not signed in", async () => {
    const response = await server.app.inject({ url: "/fr/search/games" });
    expect(response.statusCode).toBe(200);
    expect(sessionIn(response.body)).toBeNull();
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("gives a signed-in player their session, with the chosen avatar and without its token", async () => {
    const player = await createPlayer(server.database.db, "Page");
    await server.database.db.update(profile).set({ avatar: 7 }).where(eq(profile.userId, player.id));
    const cookie = await sessionCookieFor(server.database.db, player.id);
    const response = await server.app.inject({ url: "/fr", headers: { cookie: cookie.header } });
    const session = sessionIn(response.body) as { user: { id: string; avatar: number | null }; session: Record<string, unknown> };
    expect(session.user.id).toBe(player.id);
    expect(session.user.avatar).toBe(7);
    expect(session.session.userId).toBe(player.id);
    expect(session.session).not.toHaveProperty("token");
    expect(response.body).not.toContain(decodeURIComponent(cookie.value).split(".")[0]);
  });

  it("treats a forged or stale cookie as signed out", async () => {
    const response = await server.app.inject({ url: "/fr", headers: { cookie: "better-auth.session_token=forged.signature" } });
    expect(response.statusCode).toBe(200);
    expect(sessionIn(response.body)).toBeNull();
  });

  it("serves the plain page, without any session, as /index.html (what the service worker keeps)", async () => {
    const player = await createPlayer(server.database.db, "Page");
    const cookie = await sessionCookieFor(server.database.db, player.id);
    const response = await server.app.inject({ url: "/index.html", headers: { cookie: cookie.header } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('"session"');
    expect(response.body).toContain("<title>Escouade</title>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});
