import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_SESSION_ELEMENT_ID } from "@escouade/contracts/page-session";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profile } from "./db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/app.ts";
import { createPlayer } from "../test-support/players.ts";
import { sessionCookieFor } from "../test-support/sessions.ts";

// The pages the server sends carry the visitor's session, read with the real better-auth.
let dist: string;
let server: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "escouade-pages-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><head><title>Escouade</title></head><body><div id=root></div></body></html>");
  server = await createTestApp({ mailer: { send: async () => {} }, env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

function sessionIn(html: string): unknown {
  const match = new RegExp(`<script id="${PAGE_SESSION_ELEMENT_ID}" type="application/json">(.*?)</script></head>`).exec(html);
  if (!match) throw new Error("no session block in the page");
  return JSON.parse(match[1]!);
}

describe("pages carry the visitor's session", () => {
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

  it("cannot be broken out of by a name that closes the script element", async () => {
    const player = await createPlayer(server.database.db, "Page");
    const { user } = await import("../src/db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await server.database.db.update(user).set({ name: "</script><script>alert(1)</script>" }).where(eq(user.id, player.id));
    const cookie = await sessionCookieFor(server.database.db, player.id);
    const response = await server.app.inject({ url: "/fr", headers: { cookie: cookie.header } });
    expect(response.body).not.toContain("<script>alert(1)");
    expect((sessionIn(response.body) as { user: { name: string } }).user.name).toBe("</script><script>alert(1)</script>");
  });

  it("serves the plain page, without any session, as /index.html (what the service worker keeps)", async () => {
    const player = await createPlayer(server.database.db, "Page");
    const cookie = await sessionCookieFor(server.database.db, player.id);
    const response = await server.app.inject({ url: "/index.html", headers: { cookie: cookie.header } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(PAGE_SESSION_ELEMENT_ID);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});
