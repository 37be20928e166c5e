import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation, member, notification, organization, session, teamProfile, user } from "../../db/schema/index.ts";
import { createTestApp, expectOk, type TestApp } from "../../../test-support/app.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { createTeamWith, memberIdOf, signedInPlayer, uniqueTeamName } from "../../../test-support/teams.ts";
import { inviteToTeam } from "./service.ts";

/**
 * better-auth's own /organization/* endpoints keep the rules of our procedures (organizationHooks):
 * one team per player, valid unique names with our slugs, a team profile for every team, exactly
 * one owner. Driven over HTTP with sessions better-auth made itself (a real sign-in).
 */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

async function notificationTypes(userId: string) {
  const rows = await server.database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId));
  return rows.map((r) => r.data.type);
}

describe("signing in", () => {
  it("makes the player's team the session's active organization, so get-active-member answers at once", async () => {
    const db = server.database.db;
    const team = await createTeamWith(db);
    const player = await signedInPlayer(server.app, db, "Member");
    await db.insert(member).values({ id: crypto.randomUUID(), organizationId: team.id, userId: player.id, role: "member" });
    const again = await signedInPlayer(server.app, db, "Loner");
    const fresh = await player.client.signIn(player.email, "Cible-Mouvante-42");
    expect(fresh.status).toBe(200);
    const active = await player.client.authGet<{ organizationId: string; role: string }>("/organization/get-active-member");
    expect(active.status, active.raw).toBe(200);
    expect(active.body).toMatchObject({ organizationId: team.id, role: "member" });
    expect((await again.client.authGet("/organization/get-active-member")).status).toBe(400);
  });
});

describe("POST /organization/create", () => {
  it("creates a team with a trimmed name, our slug and a profile at the founder's city", async () => {
    const db = server.database.db;
    const founder = await signedInPlayer(server.app, db, "Raw");
    const name = uniqueTeamName("Raw Team");
    const created = await founder.client.authPost<{ id: string; name: string; slug: string }>("/organization/create", {
      name: `  ${name}  `,
      slug: "anything-they-like",
      logo: null,
    });
    expect(created.status, created.raw).toBe(200);
    expect(created.body.name).toBe(name);
    expect(created.body.slug).toBe(name.toLowerCase().replace(/ /g, "-"));
    const [profile] = await db.select().from(teamProfile).where(eq(teamProfile.organizationId, created.body.id));
    expect(profile).toMatchObject({ city: "Lyon", country: "fr", languages: ["fr"], foundedBy: founder.id });
    const page = expectOk(await founder.client.query<{ members: { userId: string; role: string }[] }>("teams.getTeam", { slug: created.body.slug }));
    expect(page.members).toMatchObject([{ userId: founder.id, role: "owner" }]);

    const second = await founder.client.authPost("/organization/create", { name: uniqueTeamName(), slug: `x-${crypto.randomUUID()}` });
    expect(second.status).toBe(403);
    expect(await db.select().from(member).where(eq(member.userId, founder.id))).toHaveLength(1);
  });

  it("refuses a short or control-character name, a taken name whatever its case, a logo that is not our upload", async () => {
    const db = server.database.db;
    const taken = await createTeamWith(db);
    const founder = await signedInPlayer(server.app, db, "Raw");
    const attempts: [unknown, number, string][] = [
      [{ name: "ab", slug: `s-${crypto.randomUUID()}` }, 400, "VALIDATION_FAILED"],
      [{ name: "Bad\u0000Name", slug: `s-${crypto.randomUUID()}` }, 400, "VALIDATION_FAILED"],
      [{ name: taken.name.toUpperCase(), slug: `s-${crypto.randomUUID()}` }, 409, "TEAM_NAME_TAKEN"],
      [{ name: uniqueTeamName(), slug: `s-${crypto.randomUUID()}`, logo: "https://evil.example/logo.png" }, 400, "VALIDATION_FAILED"],
    ];
    for (const [body, status, code] of attempts) {
      const result = await founder.client.authPost("/organization/create", body);
      expect(result.status, result.raw).toBe(status);
      expect(result.body.code).toBe(code);
    }
    expect(await db.select().from(member).where(eq(member.userId, founder.id))).toEqual([]);
  });

  it("is closed to a player who has not completed onboarding", async () => {
    const db = server.database.db;
    const player = await signedInPlayer(server.app, db, "Fresh");
    await db.update(user).set({ infoFilled: false }).where(eq(user.id, player.id));
    const result = await player.client.authPost("/organization/create", { name: uniqueTeamName(), slug: `s-${crypto.randomUUID()}` });
    expect(result.status).toBe(403);
  });
});

describe("POST /organization/update", () => {
  it("validates the name, keeps it unique and makes the slug follow it", async () => {
    const db = server.database.db;
    const other = await createTeamWith(db);
    const owner = await signedInPlayer(server.app, db, "Owner");
    const created = await owner.client.authPost<{ id: string }>("/organization/create", { name: uniqueTeamName(), slug: `s-${crypto.randomUUID()}` });
    const teamId = created.body.id;
    const update = (data: unknown) => owner.client.authPost("/organization/update", { organizationId: teamId, data });
    expect((await update({ name: "x" })).body.code).toBe("VALIDATION_FAILED");
    expect((await update({ name: other.name })).body.code).toBe("TEAM_NAME_TAKEN");
    expect((await update({ slug: "my-own-slug" })).body.code).toBe("VALIDATION_FAILED");
    expect((await update({ logo: "../../etc/passwd" })).body.code).toBe("VALIDATION_FAILED");
    const name = uniqueTeamName("Renamed");
    const renamed = await update({ name });
    expect(renamed.status, renamed.raw).toBe(200);
    const [row] = await db.select().from(organization).where(eq(organization.id, teamId));
    expect(row).toMatchObject({ name, slug: name.toLowerCase().replace(/ /g, "-") });
  });
});

describe("POST /organization/update-member-role", () => {
  it("never makes a second owner nor takes the owner's role: ownership moves only by a transfer", async () => {
    const db = server.database.db;
    const owner = await signedInPlayer(server.app, db, "Owner");
    const created = await owner.client.authPost<{ id: string }>("/organization/create", { name: uniqueTeamName(), slug: `s-${crypto.randomUUID()}` });
    const teamId = created.body.id;
    const mate = await createPlayer(db, "Mate");
    const mateMemberId = crypto.randomUUID();
    await db.insert(member).values({ id: mateMemberId, organizationId: teamId, userId: mate.id, role: "member" });
    const ownerMemberId = await memberIdOf(db, owner.id);
    const setRole = (memberId: string, role: unknown) => owner.client.authPost("/organization/update-member-role", { organizationId: teamId, memberId, role });

    expect((await setRole(mateMemberId, "owner")).body.code).toBe("TEAM_OWNER_MUST_TRANSFER");
    expect((await setRole(mateMemberId, ["admin", "owner"])).body.code).toBe("TEAM_OWNER_MUST_TRANSFER");
    expect((await setRole(ownerMemberId, "admin")).status).toBeGreaterThanOrEqual(400);
    expect((await setRole(mateMemberId, ["admin", "member"])).body.code).toBe("FORBIDDEN");
    const roles = await db.select({ role: member.role }).from(member).where(eq(member.organizationId, teamId));
    expect(roles.map((r) => r.role).sort()).toEqual(["member", "owner"]);

    const promoted = await setRole(mateMemberId, "admin");
    expect(promoted.status, promoted.raw).toBe(200);
    expect(await notificationTypes(mate.id)).toContain("team_role_changed");
  });
});

describe("POST /organization/invite-member and /organization/accept-invitation", () => {
  it("invite only as member or admin, never a player who has a team", async () => {
    const db = server.database.db;
    const owner = await signedInPlayer(server.app, db, "Owner");
    const created = await owner.client.authPost<{ id: string }>("/organization/create", { name: uniqueTeamName(), slug: `s-${crypto.randomUUID()}` });
    const free = await createPlayer(db, "Free");
    const [freeUser] = await db.select({ email: user.email }).from(user).where(eq(user.id, free.id));
    const taken = await createTeamWith(db);
    const [takenUser] = await db.select({ email: user.email }).from(user).where(eq(user.id, taken.owner.id));
    const invite = (email: string, role: string) => owner.client.authPost("/organization/invite-member", { organizationId: created.body.id, email, role });
    expect((await invite(freeUser!.email, "owner")).status).toBeGreaterThanOrEqual(400);
    expect((await invite(takenUser!.email, "member")).body.code).toBe("ALREADY_IN_TEAM");
    const ok = await invite(freeUser!.email, "member");
    expect(ok.status, ok.raw).toBe(200);
  });

  it("accepting makes no second membership; a valid acceptance tells the leaders and withdraws other requests", async () => {
    const db = server.database.db;
    const [a, b] = [await createTeamWith(db, { admins: 1 }), await createTeamWith(db)];
    const player = await signedInPlayer(server.app, db, "Invited");
    const fromA = await inviteToTeam(db, a.owner, { teamId: a.id, userId: player.id });
    const fromB = await inviteToTeam(db, b.owner, { teamId: b.id, userId: player.id });
    // Written straight in: a membership our procedures would have withdrawn the invitations for.
    const other = await createTeamWith(db);
    await db.insert(member).values({ id: crypto.randomUUID(), organizationId: other.id, userId: player.id, role: "member" });
    const refused = await player.client.authPost("/organization/accept-invitation", { invitationId: fromA.id });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.code).toBe("ALREADY_IN_TEAM");
    expect(await db.select().from(member).where(eq(member.userId, player.id))).toHaveLength(1);

    await db.delete(member).where(and(eq(member.userId, player.id), eq(member.organizationId, other.id)));
    const accepted = await player.client.authPost("/organization/accept-invitation", { invitationId: fromA.id });
    expect(accepted.status, accepted.raw).toBe(200);
    expect(await db.select({ teamId: member.organizationId }).from(member).where(eq(member.userId, player.id))).toEqual([{ teamId: a.id }]);
    for (const leader of [a.owner, a.admins[0]!]) expect(await notificationTypes(leader.id)).toContain("team_invitation_accepted");
    const [withdrawn] = await db.select({ status: invitation.status }).from(invitation).where(eq(invitation.id, fromB.id));
    expect(withdrawn?.status).toBe("canceled");
  });
});

describe("POST /organization/leave", () => {
  it("lets no owner leave the team without an owner", async () => {
    const db = server.database.db;
    const owner = await signedInPlayer(server.app, db, "Owner");
    const created = await owner.client.authPost<{ id: string }>("/organization/create", { name: uniqueTeamName(), slug: `s-${crypto.randomUUID()}` });
    const left = await owner.client.authPost("/organization/leave", { organizationId: created.body.id });
    expect(left.status).toBe(400);
    expect(await db.select().from(member).where(eq(member.organizationId, created.body.id))).toHaveLength(1);
    const [active] = await db.select({ teamId: session.activeOrganizationId }).from(session).where(eq(session.userId, owner.id));
    expect(active?.teamId).toBe(created.body.id);
  });
});
