import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../db/schema/index.ts";
import { AUTHORIZATION_MATRIX } from "../../../test-support/authorization-matrix.ts";
import { buildWorld } from "../../../test-support/authorization-world.ts";
import { Client, expectError, expectOk } from "../../../test-support/app.ts";
import { useAppWithMailSink } from "../../../test-support/app-with-mail.ts";
import { onboardedUser } from "../../../test-support/flows.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { callProcedure } from "../../../test-support/procedure-calls.ts";
import { SESSION_COOKIE, sessionCookieFor } from "../../../test-support/sessions.ts";

/*
 * A suspended or banned player (docs/product.md §8): signed out everywhere at once, refused at sign-in with
 * when it ends, refused by every procedure, and back in once a suspension is over.
 */

const env = useAppWithMailSink();
let baseUrl: string;

beforeAll(async () => {
  await env.server.app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(env.server.app.server.address() as AddressInfo).port}`;
});

const db = () => env.server.database.db;

async function moderatorClient(role: "moderator" | "admin" = "moderator") {
  const person = await createPlayer(db(), "Modo");
  await db().update(user).set({ role }).where(eq(user.id, person.id));
  const client = new Client(env.server.app);
  client.cookies.set(SESSION_COOKIE, (await sessionCookieFor(db(), person.id)).value);
  return { ...person, client };
}

async function signedInPlayer() {
  const client = new Client(env.server.app);
  const { email, password } = await onboardedUser(client, env.sink);
  const me = (await client.getSession())!.user;
  return { client, email, password, id: me.id };
}

const ISO_DATE = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/;

describe("a suspended player", () => {
  it("is signed out, refused at sign-in with the end date, and back in once it is over", async () => {
    const moderator = await moderatorClient();
    const player = await signedInPlayer();
    const other = player.client.on(env.server.app);
    expectOk(await player.client.query("profiles.getOwnProfile"));

    const suspended = expectOk(await moderator.client.mutation<{ endsAt: Date }>("moderation.suspend", { userId: player.id, days: 3, reason: "Insultes" }));
    expect(await player.client.getSession()).toBeNull();
    expect(expectError(await other.query("profiles.getOwnProfile")).data.appCode).toBe("UNAUTHENTICATED");

    const refused = await new Client(env.server.app).signIn(player.email, player.password);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("BANNED_USER");
    expect(ISO_DATE.exec(refused.body.message ?? "")?.[0]).toBe(new Date(suspended.endsAt).toISOString());
    expect(await db().select().from(session).where(eq(session.userId, player.id))).toEqual([]);

    // A wrong password says nothing about the suspension.
    const wrong = await new Client(env.server.app).signIn(player.email, "pas-le-bon-mot-de-passe");
    expect(wrong.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");

    // The suspension ends: the next sign-in lifts it (better-auth's admin plugin), and calls work again.
    await db()
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, player.id));
    const back = new Client(env.server.app);
    const signedIn = await back.signIn(player.email, player.password);
    expect(signedIn.status, signedIn.raw).toBe(200);
    expectOk(await back.query("profiles.getOwnProfile"));
    expect((await db().select({ banned: user.banned }).from(user).where(eq(user.id, player.id)))[0]!.banned).toBe(false);
  });

  it("a banned player is told the ban has no end; a lifted ban lets them in", async () => {
    const moderator = await moderatorClient("admin");
    const player = await signedInPlayer();
    expectOk(await moderator.client.mutation("moderation.ban", { userId: player.id, reason: "Escroquerie" }));
    const refused = await new Client(env.server.app).signIn(player.email, player.password);
    expect(refused.body).toMatchObject({ code: "BANNED_USER", message: "Banned" });
    expectOk(await moderator.client.mutation("moderation.lift", { userId: player.id }));
    expect((await new Client(env.server.app).signIn(player.email, player.password)).status).toBe(200);
  });

  it("every procedure that needs an account refuses the suspended player's old session", async () => {
    const world = await buildWorld(db());
    const moderator = await moderatorClient();
    expectOk(await moderator.client.mutation("moderation.suspend", { userId: world.player.id, days: 1, reason: "Spam" }));
    const mismatches: string[] = [];
    let checked = 0;
    for (const [name, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      // Procedures open to the signed-out answer the same to a signed-out player: nothing to refuse.
      if (row.expect.anonymous !== "401 UNAUTHENTICATED") continue;
      checked += 1;
      const path = row.procedure ?? name;
      const { status, body } = await callProcedure(
        { app: env.server.app, baseUrl },
        path,
        row.input?.(world),
        { origin: "http://localhost:5173", cookie: world.cookies.player },
        { firstEvent: true },
      );
      if (!(body.includes("UNAUTHENTICATED") && (status === 401 || status === 200))) mismatches.push(`${name}: ${status} ${body.slice(0, 120)}`);
    }
    expect(checked).toBeGreaterThan(40);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("the admin plugin's own endpoints", () => {
  it("ban nobody and change no role: the moderation procedures are the only way, and they log it", async () => {
    const [moderator, admin] = await Promise.all([moderatorClient(), moderatorClient("admin")]);
    const target = await createPlayer(db(), "Cible");
    for (const client of [moderator.client, admin.client]) {
      const banned = await client.authPost("/admin/ban-user", { userId: target.id, banReason: "x" });
      expect(banned.status).toBe(403);
      expect((await client.authPost("/admin/set-role", { userId: target.id, role: "admin" })).status).toBe(403);
    }
    // Nor may a moderator end an admin's sessions through them.
    expect((await moderator.client.authPost("/admin/revoke-user-sessions", { userId: admin.id })).status).toBe(403);
    expect(await db().select({ id: session.id }).from(session).where(eq(session.userId, admin.id))).toHaveLength(1);
    expect((await db().select({ banned: user.banned, role: user.role }).from(user).where(eq(user.id, target.id)))[0]).toEqual({ banned: false, role: null });
  });

  it("list nobody, show no session and change nobody's role or ban, for moderators and admins alike", async () => {
    const [moderator, admin] = await Promise.all([moderatorClient(), moderatorClient("admin")]);
    const target = await createPlayer(db(), "Cible");
    for (const client of [moderator.client, admin.client]) {
      for (const route of ["/admin/list-users", `/admin/get-user?id=${target.id}`]) {
        const answer = await client.authGet(route);
        expect(answer.status, route).toBe(403);
        expect(answer.raw).not.toContain(target.username);
      }
      const sessions = await client.authPost("/admin/list-user-sessions", { userId: target.id });
      expect(sessions.status).toBe(403);
      expect(sessions.raw).not.toMatch(/token/i);
      const updated = await client.authPost("/admin/update-user", { userId: target.id, data: { role: "admin", banned: true } });
      expect(updated.status).toBe(403);
    }
    expect((await db().select({ banned: user.banned, role: user.role }).from(user).where(eq(user.id, target.id)))[0]).toEqual({ banned: false, role: null });
  });
});
