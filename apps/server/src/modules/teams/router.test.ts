import { and, asc, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { invitation, member, organization, session, teamApplication, teamPost, teamProfile, user } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { applyToTeam, createTeamPost, inviteToTeam } from "./service.ts";
import { teamsRouter } from "./router.ts";
import { Client, createTestApp, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { sessionCookieFor, SESSION_COOKIE } from "../../../test-support/sessions.ts";
import { createTeamWith, teamInput, uniqueTeamName, type TeamFixture } from "../../../test-support/teams.ts";

/**
 * The role matrix (docs/product.md §1): every team procedure and every /organization/* endpoint the web may call,
 * against each kind of actor, over HTTP on the real app, allowed or refused. A refused call answers
 * a 4xx with a code and changes nothing; an allowed one succeeds. A procedure added to the router
 * without its row here fails the first test.
 */

const ACTORS = ["owner", "admin", "member", "otherOwner", "noTeam", "anonymous"] as const;
type ActorName = (typeof ACTORS)[number];
const SIGNED_IN: ActorName[] = ["owner", "admin", "member", "otherOwner", "noTeam"];
const LEADERS: ActorName[] = ["owner", "admin"];
const MEMBERS: ActorName[] = ["owner", "admin", "member"];

/**
 * Team X (owner, one admin, one member; recruiting) and team Y (its owner also organizes a game);
 * a player without a team, invited by X and applying to Y; another player applying to X; a third
 * without a team, for X to invite; a news post of X.
 */
interface World {
  x: TeamFixture;
  y: TeamFixture;
  noTeam: { id: string };
  target: { id: string };
  applicationToX: number;
  applicationToY: number;
  invitationFromX: string;
  postOfX: number;
  gameOfOtherOwner: number;
  actors: Record<Exclude<ActorName, "anonymous">, { id: string }>;
}

async function buildWorld(db: Db): Promise<World> {
  const x = await createTeamWith(db, { admins: 1, members: 1 });
  const y = await createTeamWith(db);
  const noTeam = await createPlayer(db, "Loner");
  const applicant = await createPlayer(db, "Applicant");
  const target = await createPlayer(db, "Target");
  const applicationToX = (await applyToTeam(db, applicant, { teamId: x.id, message: "Motivé" })).id;
  const applicationToY = (await applyToTeam(db, noTeam, { teamId: y.id, message: "" })).id;
  const invitationFromX = (await inviteToTeam(db, x.owner, { teamId: x.id, userId: noTeam.id })).id;
  const postOfX = (await createTeamPost(db, x.owner, { teamId: x.id, text: "Entraînement samedi", photoKeys: [] })).id;
  const gameOfOtherOwner = (await createGame(db, y.owner, gameInput())).id;
  return {
    x,
    y,
    noTeam,
    target,
    applicationToX,
    applicationToY,
    invitationFromX,
    postOfX,
    gameOfOtherOwner,
    actors: { owner: x.owner, admin: x.admins[0]!, member: x.members[0]!, otherOwner: y.owner, noTeam },
  };
}

/** Everything a team call could change in the world, to check a refused call changed nothing. */
async function snapshot(db: Db, w: World) {
  const teams = [w.x.id, w.y.id];
  const players = [...Object.values(w.actors), w.target].map((a) => a.id);
  return JSON.stringify(
    await Promise.all([
      db.select().from(organization).where(inArray(organization.id, teams)).orderBy(asc(organization.id)),
      db.select().from(teamProfile).where(inArray(teamProfile.organizationId, teams)).orderBy(asc(teamProfile.organizationId)),
      db
        .select()
        .from(member)
        .where(or(inArray(member.organizationId, teams), inArray(member.userId, players)))
        .orderBy(asc(member.id)),
      db
        .select()
        .from(teamApplication)
        .where(or(inArray(teamApplication.organizationId, teams), inArray(teamApplication.userId, players)))
        .orderBy(asc(teamApplication.id)),
      db.select().from(invitation).where(inArray(invitation.organizationId, teams)).orderBy(asc(invitation.id)),
      db.select().from(teamPost).where(inArray(teamPost.organizationId, teams)).orderBy(asc(teamPost.id)),
    ]),
  );
}

interface ProcedureRow {
  kind: "query" | "mutation";
  input: (w: World) => unknown;
  allowed: ActorName[];
}

const PROCEDURES: Record<string, ProcedureRow> = {
  createTeam: { kind: "mutation", input: () => teamInput(), allowed: ["noTeam"] },
  updateTeam: { kind: "mutation", input: (w) => ({ ...teamInput({ name: uniqueTeamName() }), teamId: w.x.id }), allowed: LEADERS },
  deleteTeam: { kind: "mutation", input: (w) => ({ teamId: w.x.id, confirmName: w.x.name }), allowed: ["owner"] },
  getTeam: { kind: "query", input: (w) => ({ slug: w.x.slug }), allowed: SIGNED_IN },
  getTeamTeaser: { kind: "query", input: (w) => ({ slug: w.x.slug }), allowed: [...ACTORS] },
  getMyTeam: { kind: "query", input: () => undefined, allowed: SIGNED_IN },
  searchTeams: { kind: "query", input: (w) => ({ q: w.x.name }), allowed: SIGNED_IN },
  applyToTeam: { kind: "mutation", input: (w) => ({ teamId: w.x.id, message: "Je veux jouer avec vous" }), allowed: ["noTeam"] },
  cancelApplication: { kind: "mutation", input: (w) => ({ applicationId: w.applicationToY }), allowed: ["noTeam"] },
  acceptApplication: { kind: "mutation", input: (w) => ({ applicationId: w.applicationToX }), allowed: LEADERS },
  declineApplication: { kind: "mutation", input: (w) => ({ applicationId: w.applicationToX }), allowed: LEADERS },
  inviteToTeam: { kind: "mutation", input: (w) => ({ teamId: w.x.id, userId: w.target.id }), allowed: LEADERS },
  cancelInvitation: { kind: "mutation", input: (w) => ({ invitationId: w.invitationFromX }), allowed: LEADERS },
  acceptInvitation: { kind: "mutation", input: (w) => ({ invitationId: w.invitationFromX }), allowed: ["noTeam"] },
  declineInvitation: { kind: "mutation", input: (w) => ({ invitationId: w.invitationFromX }), allowed: ["noTeam"] },
  updateMember: { kind: "mutation", input: (w) => ({ memberId: w.x.members[0]!.memberId, role: "admin" }), allowed: LEADERS },
  removeMember: { kind: "mutation", input: (w) => ({ memberId: w.x.members[0]!.memberId }), allowed: LEADERS },
  leaveTeam: { kind: "mutation", input: () => undefined, allowed: ["admin", "member"] },
  transferOwnership: { kind: "mutation", input: (w) => ({ teamId: w.x.id, memberId: w.x.admins[0]!.memberId }), allowed: ["owner"] },
  createTeamPost: { kind: "mutation", input: (w) => ({ teamId: w.x.id, text: "Sortie dimanche", photoKeys: [] }), allowed: LEADERS },
  deleteTeamPost: { kind: "mutation", input: (w) => ({ postId: w.postOfX }), allowed: LEADERS },
  getTeamPosts: { kind: "query", input: (w) => ({ teamId: w.x.id }), allowed: SIGNED_IN },
  getTeamGames: { kind: "query", input: (w) => ({ teamId: w.x.id }), allowed: SIGNED_IN },
  getGameTeams: { kind: "query", input: (w) => ({ gameId: w.gameOfOtherOwner }), allowed: ["otherOwner"] },
};

interface EndpointRow {
  method: "GET" | "POST";
  url: (w: World) => string;
  body?: (w: World) => unknown;
  allowed: ActorName[];
}

/** The auth API's /organization/* endpoints the web may use (decision 012). */
const AUTH_ENDPOINTS: Record<string, EndpointRow> = {
  list: { method: "GET", url: () => "/organization/list", allowed: SIGNED_IN },
  "get-full-organization": { method: "GET", url: (w) => `/organization/get-full-organization?organizationId=${w.x.id}`, allowed: MEMBERS },
  // About the session's active organization: each player's own team, which a player without one lacks.
  "get-active-member": { method: "GET", url: () => "/organization/get-active-member", allowed: [...MEMBERS, "otherOwner"] },
  "get-active-member-role": { method: "GET", url: (w) => `/organization/get-active-member-role?organizationId=${w.x.id}`, allowed: MEMBERS },
  create: {
    method: "POST",
    url: () => "/organization/create",
    body: () => ({ name: uniqueTeamName(), slug: `raw-${crypto.randomUUID()}` }),
    allowed: ["noTeam"],
  },
  update: { method: "POST", url: () => "/organization/update", body: (w) => ({ organizationId: w.x.id, data: { name: uniqueTeamName() } }), allowed: LEADERS },
  delete: { method: "POST", url: () => "/organization/delete", body: (w) => ({ organizationId: w.x.id }), allowed: ["owner"] },
  "set-active": { method: "POST", url: () => "/organization/set-active", body: (w) => ({ organizationId: w.x.id }), allowed: MEMBERS },
  "update-member-role": {
    method: "POST",
    url: () => "/organization/update-member-role",
    body: (w) => ({ organizationId: w.x.id, memberId: w.x.members[0]!.memberId, role: "admin" }),
    allowed: LEADERS,
  },
};

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

/** A browser signed in as the actor (its session's active organization is its team, as at sign-in), or anonymous. */
async function clientFor(w: World, actor: ActorName): Promise<Client> {
  const client = new Client(server.app);
  if (actor === "anonymous") return client;
  const db = server.database.db;
  const user = w.actors[actor];
  const cookie = await sessionCookieFor(db, user.id);
  const [mine] = await db.select({ teamId: member.organizationId }).from(member).where(eq(member.userId, user.id));
  await db
    .update(session)
    .set({ activeOrganizationId: mine?.teamId ?? null })
    .where(and(eq(session.userId, user.id)));
  client.cookies.set(SESSION_COOKIE, cookie.value);
  return client;
}

describe("a team's members see each other's names, not their addresses", () => {
  it.each(["member", "admin", "owner"] as const)("/organization/* answers a %s with no e-mail but their own", async (actor) => {
    const db = server.database.db;
    const w = await buildWorld(db);
    const client = await clientFor(w, actor);
    const emails = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .innerJoin(member, eq(member.userId, user.id))
      .where(eq(member.organizationId, w.x.id));
    const own = emails.find((row) => row.id === w.actors[actor].id)!.email;
    const invited = await db.select({ email: invitation.email }).from(invitation).where(eq(invitation.organizationId, w.x.id));
    const others = [...emails.filter((row) => row.id !== w.actors[actor].id).map((row) => row.email), ...invited.map((row) => row.email)];
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const route of [
      `/organization/get-full-organization?organizationId=${w.x.id}`,
      `/organization/list-members?organizationId=${w.x.id}`,
      `/organization/list-invitations?organizationId=${w.x.id}`,
    ]) {
      const answer = await client.authGet(route);
      // Only leaders list invitations; a member's refusal shows nothing either.
      if (route.includes("invitations") && actor === "member") expect(answer.status).toBe(403);
      else expect(answer.status, `${route}: ${answer.raw}`).toBe(200);
      for (const email of others) expect(answer.raw, route).not.toContain(email);
      if (!route.includes("invitations")) expect(answer.raw, route).toContain(w.actors[actor].id);
    }
    const full = await client.authGet<{ members: { user: { email?: string } }[] }>(`/organization/get-full-organization?organizationId=${w.x.id}`);
    expect(full.body.members.map((m) => m.user.email).filter(Boolean)).toEqual([own]);
  });
});

describe("the team role matrix", () => {
  it("has a row for every procedure of the teams router", () => {
    expect(Object.keys(PROCEDURES).sort()).toEqual(Object.keys(teamsRouter._def.procedures).sort());
  });

  const procedureCases = Object.entries(PROCEDURES).flatMap(([name, row]) => ACTORS.map((actor) => [name, actor, row.allowed.includes(actor)] as const));

  it.each(procedureCases)("teams.%s by %s: allowed %s", async (name, actor, allowed) => {
    const row = PROCEDURES[name]!;
    const db = server.database.db;
    const w = await buildWorld(db);
    const client = await clientFor(w, actor);
    const before = await snapshot(db, w);
    const input = row.input(w);
    const result = row.kind === "query" ? await client.query(`teams.${name}`, input) : await client.mutation(`teams.${name}`, input);
    if (allowed) {
      expect(result.ok, result.raw).toBe(true);
      return;
    }
    expect(result.ok, result.raw).toBe(false);
    if (result.ok) return;
    expect(result.status, result.raw).toBeGreaterThanOrEqual(400);
    expect(result.status, result.raw).toBeLessThan(500);
    expect(result.error.data.appCode, result.raw).toMatch(/^[A-Z_]+$/);
    if (actor === "anonymous") expect(result.error.data.appCode).toBe("UNAUTHENTICATED");
    expect(await snapshot(db, w)).toBe(before);
  });

  const endpointCases = Object.entries(AUTH_ENDPOINTS).flatMap(([name, row]) => ACTORS.map((actor) => [name, actor, row.allowed.includes(actor)] as const));

  it.each(endpointCases)("/organization/%s by %s: allowed %s", async (name, actor, allowed) => {
    const row = AUTH_ENDPOINTS[name]!;
    const db = server.database.db;
    const w = await buildWorld(db);
    const client = await clientFor(w, actor);
    const before = await snapshot(db, w);
    const result = row.method === "GET" ? await client.authGet(row.url(w)) : await client.authPost(row.url(w), row.body?.(w) ?? {});
    if (allowed) {
      expect(result.status, result.raw).toBe(200);
      return;
    }
    expect(result.status, result.raw).toBeGreaterThanOrEqual(400);
    expect(result.status, result.raw).toBeLessThan(500);
    expect(await snapshot(db, w)).toBe(before);
  });
});
