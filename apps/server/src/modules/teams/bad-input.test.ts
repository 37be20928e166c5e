import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../../db/schema/index.ts";
import { Client, createTestApp, expectOk, refusalOf, type TestApp } from "../../../test-support/app.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { SESSION_COOKIE, signedInClient } from "../../../test-support/sessions.ts";
import { createTeamWith, teamInput } from "../../../test-support/teams.ts";
import { applyToTeam, deleteTeam, inviteToTeam } from "./service.ts";

/**
 * Bad input reaches the teams API as a 4xx with a code the web translates, never as a 500: too
 * long, malformed, out of range, someone else's ids, a team deleted meanwhile, a stale session.
 */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

describe("bad input to the teams API", () => {
  it("too long or malformed: a 400 naming the field", async () => {
    const db = server.database.db;
    const player = await signedInClient(server, (await createPlayer(db, "Typo")).id);
    const created = refusalOf(
      await player.mutation("teams.createTeam", { ...teamInput(), name: "n".repeat(41), description: "d".repeat(2001), recruitingText: "r".repeat(281) }),
    );
    expect(created).toMatchObject({ status: 400, appCode: "VALIDATION_FAILED" });
    expect(created.fields).toMatchObject({ name: ["too_long"], description: ["too_long"], recruitingText: ["too_long"] });
    const links = refusalOf(await player.mutation("teams.createTeam", { ...teamInput(), links: { website: "javascript:alert(1)" }, languages: "fr" }));
    expect(links.fields).toMatchObject({ links: expect.anything(), languages: expect.anything() });
    const team = await createTeamWith(db);
    expect(refusalOf(await player.mutation("teams.applyToTeam", { teamId: team.id, message: "m".repeat(501) })).fields).toMatchObject({
      message: ["too_long"],
    });
    const owner = await signedInClient(server, team.owner.id);
    expect(refusalOf(await owner.mutation("teams.createTeamPost", { teamId: team.id, text: "t".repeat(4001) })).fields).toMatchObject({ text: ["too_long"] });
  });

  it("a name another team has: 409 TEAM_NAME_TAKEN", async () => {
    const db = server.database.db;
    const team = await createTeamWith(db);
    const player = await signedInClient(server, (await createPlayer(db, "Copycat")).id);
    expect(refusalOf(await player.mutation("teams.createTeam", { ...teamInput(), name: ` ${team.name.toLowerCase()} ` }))).toMatchObject({
      status: 409,
      appCode: "TEAM_NAME_TAKEN",
    });
  });

  it("ids out of range, of the wrong type or with stray characters: 400, before any query", async () => {
    const db = server.database.db;
    const player = await signedInClient(server, (await createPlayer(db, "Fuzzy")).id);
    const attempts: [string, "query" | "mutation", unknown][] = [
      ["teams.acceptApplication", "mutation", { applicationId: 2 ** 31 }],
      ["teams.acceptApplication", "mutation", { applicationId: Number.MAX_SAFE_INTEGER }],
      ["teams.cancelApplication", "mutation", { applicationId: -1 }],
      ["teams.deleteTeamPost", "mutation", { postId: 1.5 }],
      ["teams.getGameTeams", "query", { gameId: 1e20 }],
      ["teams.getTeamPosts", "query", { teamId: "x".repeat(10_000) }],
      ["teams.getTeamGames", "query", { teamId: "bad\u0000id" }],
      ["teams.getTeam", "query", { slug: "Not A Slug" }],
      ["teams.acceptInvitation", "mutation", { invitationId: "'; drop table member; --" }],
      ["teams.updateMember", "mutation", { memberId: "m", role: "owner" }],
      ["teams.searchTeams", "query", { q: "\u0000", latitude: 91 }],
      ["teams.getTeamPosts", "query", { teamId: "t", cursor: 2 ** 40 }],
    ];
    for (const [procedure, kind, input] of attempts) {
      const result = kind === "query" ? await player.query(procedure, input) : await player.mutation(procedure, input);
      expect(refusalOf(result), `${procedure} ${JSON.stringify(input)}`).toMatchObject({ status: 400, appCode: "VALIDATION_FAILED" });
    }
  });

  it("any garbage sent to any team procedure is a 4xx", async () => {
    const db = server.database.db;
    const player = await signedInClient(server, (await createPlayer(db, "Garbage")).id);
    const procedures = [
      "createTeam",
      "updateTeam",
      "deleteTeam",
      "getTeam",
      "searchTeams",
      "applyToTeam",
      "cancelApplication",
      "acceptApplication",
      "declineApplication",
      "inviteToTeam",
      "cancelInvitation",
      "acceptInvitation",
      "declineInvitation",
      "updateMember",
      "removeMember",
      "transferOwnership",
      "createTeamPost",
      "deleteTeamPost",
      "getTeamPosts",
      "getTeamGames",
      "getGameTeams",
    ];
    const garbage: unknown[] = [
      null,
      42,
      "x",
      [],
      {},
      { teamId: 7, slug: [], memberId: {}, applicationId: "1" },
      { teamId: "\u0000", invitationId: "x".repeat(65), postId: -0, gameId: Number.NaN },
    ];
    for (const name of procedures) {
      for (const input of garbage) {
        const mutation = await player.mutation(`teams.${name}`, input);
        const query = await player.query(`teams.${name}`, input);
        for (const result of [mutation, query]) expect(result.status, `${name} ${JSON.stringify(input)}: ${result.raw}`).toBeLessThan(500);
      }
    }
  });

  it("someone else's application or invitation: not found, or forbidden to another team's leader", async () => {
    const db = server.database.db;
    const [x, y] = [await createTeamWith(db), await createTeamWith(db)];
    const applicant = await createPlayer(db, "Applicant");
    const invited = await createPlayer(db, "Invited");
    const stranger = await signedInClient(server, (await createPlayer(db, "Stranger")).id);
    const application = await applyToTeam(db, applicant, { teamId: x.id, message: "" });
    const sent = await inviteToTeam(db, x.owner, { teamId: x.id, userId: invited.id });
    expect(refusalOf(await stranger.mutation("teams.cancelApplication", { applicationId: application.id }))).toMatchObject({
      status: 404,
      appCode: "NOT_FOUND",
    });
    expect(refusalOf(await stranger.mutation("teams.acceptInvitation", { invitationId: sent.id }))).toMatchObject({ status: 404, appCode: "NOT_FOUND" });
    expect(refusalOf(await stranger.mutation("teams.declineInvitation", { invitationId: sent.id }))).toMatchObject({ status: 404, appCode: "NOT_FOUND" });
    const otherLeader = await signedInClient(server, y.owner.id);
    expect(refusalOf(await otherLeader.mutation("teams.acceptApplication", { applicationId: application.id }))).toMatchObject({
      status: 403,
      appCode: "FORBIDDEN",
    });
    expect(refusalOf(await otherLeader.mutation("teams.cancelInvitation", { invitationId: sent.id }))).toMatchObject({ status: 403, appCode: "FORBIDDEN" });
    expect(refusalOf(await stranger.mutation("teams.acceptApplication", { applicationId: 2_147_483_647 }))).toMatchObject({
      status: 404,
      appCode: "NOT_FOUND",
    });
  });

  it("a team deleted meanwhile: 404 everywhere", async () => {
    const db = server.database.db;
    const team = await createTeamWith(db, { admins: 1 });
    const admin = await signedInClient(server, team.admins[0]!.id);
    const loner = await createPlayer(db, "Late");
    const application = await applyToTeam(db, loner, { teamId: team.id, message: "" });
    await deleteTeam(db, team.owner, { teamId: team.id, confirmName: team.name });
    const late = await signedInClient(server, loner.id);
    const owner = await signedInClient(server, team.owner.id);
    const attempts: [Client, string, "query" | "mutation", unknown][] = [
      [late, "teams.getTeam", "query", { slug: team.slug }],
      [late, "teams.getTeamPosts", "query", { teamId: team.id }],
      [late, "teams.getTeamGames", "query", { teamId: team.id }],
      [late, "teams.applyToTeam", "mutation", { teamId: team.id, message: "" }],
      [late, "teams.cancelApplication", "mutation", { applicationId: application.id }],
      [admin, "teams.updateTeam", "mutation", { ...teamInput(), teamId: team.id }],
      [admin, "teams.inviteToTeam", "mutation", { teamId: team.id, userId: loner.id }],
      [admin, "teams.createTeamPost", "mutation", { teamId: team.id, text: "Encore là ?" }],
      [owner, "teams.deleteTeam", "mutation", { teamId: team.id, confirmName: team.name }],
      [owner, "teams.transferOwnership", "mutation", { teamId: team.id, memberId: "gone" }],
    ];
    for (const [client, procedure, kind, input] of attempts) {
      const result = kind === "query" ? await client.query(procedure, input) : await client.mutation(procedure, input);
      expect(refusalOf(result), procedure).toMatchObject({ status: 404, appCode: "NOT_FOUND" });
    }
    expect(expectOk(await owner.query<{ team: unknown }>("teams.getMyTeam")).team).toBeNull();
    expect(refusalOf(await admin.mutation("teams.leaveTeam"))).toMatchObject({ status: 404, appCode: "NOT_IN_TEAM" });
  });

  it("a stale session (expired, its account deleted, or forged): 401", async () => {
    const db = server.database.db;
    const team = await createTeamWith(db);
    const expired = await createPlayer(db, "Expired");
    const expiredClient = await signedInClient(server, expired.id);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired.id));
    const gone = await createPlayer(db, "Gone");
    const goneClient = await signedInClient(server, gone.id);
    await db.delete(user).where(eq(user.id, gone.id));
    const forged = new Client(server.app);
    forged.cookies.set(SESSION_COOKIE, "forged.token");
    for (const client of [expiredClient, goneClient, forged]) {
      expect(refusalOf(await client.query("teams.getTeam", { slug: team.slug }))).toMatchObject({ status: 401, appCode: "UNAUTHENTICATED" });
      expect(refusalOf(await client.mutation("teams.applyToTeam", { teamId: team.id, message: "" }))).toMatchObject({
        status: 401,
        appCode: "UNAUTHENTICATED",
      });
    }
  });
});
