import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation, member, user } from "./db/schema/index.ts";
import { inviteToTeam, teamAuthRules } from "./modules/teams/service.ts";
import { Client, createTestApp, type TestApp } from "../test-support/app.ts";
import { GOOD_PASSWORD } from "../test-support/flows.ts";
import { createPlayer } from "../test-support/players.ts";
import { createTeamWith, signedInPlayer } from "../test-support/teams.ts";
import { createAuth } from "./auth/auth.ts";
import { loadConfig } from "./config.ts";
import { testEnv } from "../test-support/app.ts";

/*
 * The authorization matrix of better-auth's own endpoints (docs/decisions/032), as the one of our
 * procedures (test-support/authorization-matrix.ts): every endpoint better-auth mounts is
 * classified here, so one added by an upgrade or a plugin fails this file until someone decides
 * who may reach it. Every endpoint that reads is then called by each kind of caller: an anonymous
 * visitor, a player, a team's member and owner, a moderator and an admin.
 */

type Caller = "anonymous" | "player" | "member" | "owner" | "moderator" | "admin";
const CALLERS: readonly Caller[] = ["anonymous", "player", "member", "owner", "moderator", "admin"];

/** How an endpoint is reached, and where its rules are tested. */
type Reach =
  /** Anyone: signing in and up, codes, resets (tested in auth-*.test.ts). */
  | "public"
  /** The caller's own account or sessions only. */
  | "own"
  /** A team's, through organizationHooks (modules/teams/router.test.ts and auth-hooks.test.ts). */
  | "team"
  /** Answers 403 to everyone, admins included: roles and bans go through our audited procedures. */
  | "closed"
  /** Social sign-in and linked accounts: no provider is configured, so they refuse. */
  | "no-provider"
  /** better-auth's health and error pages. */
  | "static";

const ENDPOINTS: Record<string, Reach> = {
  "/sign-in/social": "no-provider",
  "/callback/:id": "no-provider",
  "/get-session": "own",
  "/sign-out": "own",
  "/sign-up/email": "public",
  "/sign-in/email": "public",
  "/reset-password": "public",
  "/verify-password": "own",
  "/verify-email": "public",
  "/send-verification-email": "public",
  "/change-email": "own",
  "/change-password": "own",
  "/update-session": "own",
  "/update-user": "own",
  "/delete-user": "own",
  "/request-password-reset": "public",
  "/reset-password/:token": "public",
  "/list-sessions": "own",
  "/revoke-session": "own",
  "/revoke-sessions": "own",
  "/revoke-other-sessions": "own",
  "/link-social": "no-provider",
  "/list-accounts": "own",
  "/delete-user/callback": "own",
  "/unlink-account": "own",
  "/refresh-token": "no-provider",
  "/get-access-token": "no-provider",
  "/account-info": "no-provider",
  "/email-otp/send-verification-otp": "public",
  "/email-otp/check-verification-otp": "public",
  "/email-otp/verify-email": "public",
  "/sign-in/email-otp": "public",
  "/email-otp/request-password-reset": "public",
  "/forget-password/email-otp": "public",
  "/email-otp/reset-password": "public",
  "/email-otp/request-email-change": "own",
  "/email-otp/change-email": "own",
  "/organization/create": "team",
  "/organization/update": "team",
  "/organization/delete": "team",
  "/organization/set-active": "team",
  "/organization/get-organization": "team",
  "/organization/get-full-organization": "team",
  "/organization/list": "team",
  "/organization/invite-member": "team",
  "/organization/cancel-invitation": "team",
  "/organization/accept-invitation": "team",
  "/organization/get-invitation": "team",
  "/organization/reject-invitation": "team",
  "/organization/list-invitations": "team",
  "/organization/get-active-member": "team",
  "/organization/check-slug": "team",
  "/organization/remove-member": "team",
  "/organization/update-member-role": "team",
  "/organization/leave": "team",
  "/organization/list-user-invitations": "team",
  "/organization/list-members": "team",
  "/organization/get-active-member-role": "team",
  "/organization/has-permission": "team",
  "/admin/set-role": "closed",
  "/admin/get-user": "closed",
  "/admin/create-user": "closed",
  "/admin/update-user": "closed",
  "/admin/list-users": "closed",
  "/admin/list-user-sessions": "closed",
  "/admin/unban-user": "closed",
  "/admin/ban-user": "closed",
  "/admin/impersonate-user": "closed",
  "/admin/stop-impersonating": "closed",
  "/admin/revoke-user-session": "closed",
  "/admin/revoke-user-sessions": "closed",
  "/admin/remove-user": "closed",
  "/admin/set-user-password": "closed",
  "/admin/has-permission": "closed",
  "/ok": "static",
  "/error": "static",
};

interface World {
  clients: Record<Caller, Client>;
  emails: Record<Caller, string | null>;
  teamId: string;
  /** An invitation of the team to a player outside it. */
  invitationId: string;
  /** Someone else's address, which no answer may carry. */
  strangerEmail: string;
}

/** What each reading endpoint is called with, and who gets a 2xx. */
const READS: { url: (w: World) => string; allowed: readonly Caller[] }[] = [
  { url: () => "/get-session", allowed: CALLERS },
  { url: () => "/list-sessions", allowed: ["player", "member", "owner", "moderator", "admin"] },
  { url: () => "/list-accounts", allowed: ["player", "member", "owner", "moderator", "admin"] },
  { url: () => "/organization/list", allowed: ["player", "member", "owner", "moderator", "admin"] },
  { url: (w) => `/organization/get-full-organization?organizationId=${w.teamId}`, allowed: ["member", "owner"] },
  { url: (w) => `/organization/list-members?organizationId=${w.teamId}`, allowed: ["member", "owner"] },
  // Leaders only; what they see of the invited player is their name, not their address.
  { url: (w) => `/organization/list-invitations?organizationId=${w.teamId}`, allowed: ["owner"] },
  { url: (w) => `/organization/get-active-member-role?organizationId=${w.teamId}`, allowed: ["member", "owner"] },
  { url: () => "/organization/get-active-member", allowed: ["member", "owner"] },
  { url: () => "/organization/list-user-invitations", allowed: ["player", "member", "owner", "moderator", "admin"] },
  { url: (w) => `/organization/get-invitation?id=${w.invitationId}`, allowed: [] },
  { url: () => "/admin/list-users", allowed: [] },
  { url: (w) => `/admin/get-user?id=${w.teamId}`, allowed: [] },
];

let server: TestApp;
let world: World;

beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
  const db = server.database.db;
  const team = await createTeamWith(db);
  const signed = {
    player: await signedInPlayer(server.app, db, "Joueur"),
    member: await signedInPlayer(server.app, db, "Membre"),
    owner: await signedInPlayer(server.app, db, "Chef"),
    moderator: await signedInPlayer(server.app, db, "Modo"),
    admin: await signedInPlayer(server.app, db, "Admin"),
  };
  // The owner takes over the team the fixture made; the member joins it.
  await db.update(member).set({ userId: signed.owner.id }).where(eq(member.userId, team.owner.id));
  await db.insert(member).values({ id: crypto.randomUUID(), organizationId: team.id, userId: signed.member.id, role: "member" });
  await db.update(user).set({ role: "moderator" }).where(eq(user.id, signed.moderator.id));
  await db.update(user).set({ role: "admin" }).where(eq(user.id, signed.admin.id));
  // Signed in again now that they are in the team: sign-in makes it their session's active one.
  for (const who of [signed.member, signed.owner]) expect((await who.client.signIn(who.email, GOOD_PASSWORD)).status).toBe(200);
  const stranger = await createPlayer(db, "Invite");
  const sent = await inviteToTeam(db, { ...team.owner, id: signed.owner.id }, { teamId: team.id, userId: stranger.id });
  const [invited] = await db.select({ email: invitation.email }).from(invitation).where(eq(invitation.id, sent.id));
  world = {
    clients: { anonymous: new Client(server.app), ...Object.fromEntries(Object.entries(signed).map(([role, s]) => [role, s.client])) } as Record<
      Caller,
      Client
    >,
    emails: { anonymous: null, ...Object.fromEntries(Object.entries(signed).map(([role, s]) => [role, s.email.toLowerCase()])) } as Record<
      Caller,
      string | null
    >,
    teamId: team.id,
    invitationId: sent.id,
    strangerEmail: invited!.email,
  };
});

afterAll(() => server?.close());

/** Every string value in a JSON answer, with the key it sits under. */
function* leaves(value: unknown, key = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* leaves(item, key);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* leaves(v, k);
}

describe("better-auth's endpoints", () => {
  it("are every one classified: a new endpoint waits for a decision on who may reach it", () => {
    const auth = createAuth({
      config: loadConfig(testEnv({ DATABASE_URL: "postgres://unused@127.0.0.1/unused" })),
      db: server.database.db,
      mailer: { send: async () => {} },
      log: { error: () => {}, warn: () => {}, info: () => {} } as never,
      teams: teamAuthRules(server.database.db),
    });
    const mounted = Object.values(auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === "string")
      .sort();
    expect(mounted).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(READS.map((read) => [read.url({ teamId: "T", invitationId: "I" } as World).split("?")[0]!, read] as const))(
    "%s answers each caller with only what is theirs",
    async (_path, read) => {
      const statuses = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const answer = await world.clients[caller].authGet(read.url(world));
        statuses[caller] = answer.status;
        expect(answer.status, `${caller}: ${answer.raw}`).toBeLessThan(500);
        const ok = answer.status >= 200 && answer.status < 300;
        expect(ok, `${caller} got ${answer.status}: ${answer.raw}`).toBe(read.allowed.includes(caller));
        for (const [key, text] of leaves(answer.body)) {
          expect(key, `${caller} was handed a session token`).not.toBe("token");
          if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text))
            expect(text.toLowerCase(), `${caller} saw someone else's address under "${key}"`).toBe(world.emails[caller]);
        }
        expect(answer.raw).not.toContain(world.strangerEmail);
      }
      // A moderator reaches nothing of better-auth that a player does not.
      expect(statuses.moderator).toBe(statuses.player);
    },
  );
});
