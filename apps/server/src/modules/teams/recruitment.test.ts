import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { invitation, member, notification, organization, teamApplication, user } from "../../db/schema/index.ts";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { setPreference } from "../notifications/service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { capturingInvitationMail, createTeamWith, teamInput, uniqueTeamName } from "../../../test-support/teams.ts";
import {
  acceptApplication,
  acceptInvitation,
  applyToTeam,
  cancelApplication,
  cancelInvitation,
  createTeam,
  declineApplication,
  declineInvitation,
  getMyTeam,
  getTeam,
  inviteToTeam,
} from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

async function typesFor(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId));
  return rows.map((r) => r.data.type);
}

async function teamOf(userId: string) {
  const rows = await database.db.select({ teamId: member.organizationId }).from(member).where(eq(member.userId, userId));
  return rows.map((r) => r.teamId);
}

describe("applications", () => {
  it("a player applies with a message, the leaders (not the members) are told, one leader accepts", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 1 });
    const player = await createPlayer(db, "Applicant");
    const applied = await applyToTeam(db, player, { teamId: team.id, message: "Joueur DMR, dispo tous les dimanches." });
    expect(applied.status).toBe("pending");
    expect(await appCodeOf(applyToTeam(db, player, { teamId: team.id, message: "encore" }))).toBe("APPLICATION_PENDING");
    const [received] = await db.select({ data: notification.data }).from(notification).where(eq(notification.userId, team.owner.id));
    expect(received?.data).toMatchObject({
      type: "team_application_received",
      payload: { applicationId: applied.id, team: { id: team.id, slug: team.slug }, player: { id: player.id } },
    });
    expect(await typesFor(team.admins[0]!.id)).toContain("team_application_received");
    expect(await typesFor(team.members[0]!.id)).not.toContain("team_application_received");

    const mine = await getMyTeam(db, player);
    expect(mine.team).toBeNull();
    expect(mine.applications).toMatchObject([{ id: applied.id, message: "Joueur DMR, dispo tous les dimanches.", team: { id: team.id } }]);
    expect((await getMyTeam(db, team.admins[0]!)).requests?.applications).toMatchObject([{ id: applied.id, player: { userId: player.id } }]);
    expect((await getMyTeam(db, team.members[0]!)).requests).toBeNull();
    expect((await getTeam(db, player, team.slug)).viewer.pendingApplication).toMatchObject({ id: applied.id });

    expect(await appCodeOf(acceptApplication(db, team.members[0]!, applied.id))).toBe("FORBIDDEN");
    await acceptApplication(db, team.admins[0]!, applied.id);
    expect(await teamOf(player.id)).toEqual([team.id]);
    expect(await typesFor(player.id)).toContain("team_application_accepted");
    expect(await appCodeOf(declineApplication(db, team.owner, applied.id))).toBe("APPLICATION_NOT_PENDING");
    expect(await appCodeOf(cancelApplication(db, player, applied.id))).toBe("APPLICATION_NOT_PENDING");
  });

  it("only to a team that recruits, only without a team; the applicant cancels, a leader declines", async () => {
    const db = database.db;
    const closed = await createTeamWith(db, { input: { recruiting: false } });
    const open = await createTeamWith(db, { members: 1 });
    const player = await createPlayer(db, "Applicant");
    expect(await appCodeOf(applyToTeam(db, player, { teamId: closed.id, message: "" }))).toBe("TEAM_NOT_RECRUITING");
    expect(await appCodeOf(applyToTeam(db, open.members[0]!, { teamId: closed.id, message: "" }))).toBe("ALREADY_IN_TEAM");
    expect(await appCodeOf(applyToTeam(db, player, { teamId: "no-such-team", message: "" }))).toBe("NOT_FOUND");

    const first = await applyToTeam(db, player, { teamId: open.id, message: "" });
    expect(await appCodeOf(cancelApplication(db, open.owner, first.id))).toBe("NOT_FOUND");
    await cancelApplication(db, player, first.id);
    expect(await appCodeOf(acceptApplication(db, open.owner, first.id))).toBe("APPLICATION_NOT_PENDING");

    const second = await applyToTeam(db, player, { teamId: open.id, message: "Deuxième essai" });
    await declineApplication(db, open.owner, second.id);
    expect(await typesFor(player.id)).toContain("team_application_declined");
    expect(await teamOf(player.id)).toEqual([]);
    expect(await appCodeOf(acceptApplication(db, open.owner, 2_000_000_000))).toBe("NOT_FOUND");
  });

  it("survives the applicant's account deletion (docs/product.md §5) but can no longer let anyone in", async () => {
    const db = database.db;
    const team = await createTeamWith(db);
    const player = await createPlayer(db, "Leaving");
    const applied = await applyToTeam(db, player, { teamId: team.id, message: "Je pars bientôt" });
    await db.delete(user).where(eq(user.id, player.id));
    const [kept] = await db.select().from(teamApplication).where(eq(teamApplication.id, applied.id));
    expect(kept).toMatchObject({ status: "pending", userId: null, message: "Je pars bientôt" });
    expect(await appCodeOf(acceptApplication(db, team.owner, applied.id))).toBe("APPLICATION_NOT_PENDING");
    expect((await getMyTeam(db, team.owner)).requests?.applications).toEqual([]);
  });
});

describe("invitations", () => {
  it("a leader invites a player by their account: bell, e-mail in their language, accepted, leaders told", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 1 });
    const player = await createPlayer(db, "Invited");
    await db.update(user).set({ lang: "de" }).where(eq(user.id, player.id));
    const mail = capturingInvitationMail(database);
    expect(await appCodeOf(inviteToTeam(db, team.members[0]!, { teamId: team.id, userId: player.id }))).toBe("FORBIDDEN");
    const invited = await inviteToTeam(db, team.admins[0]!, { teamId: team.id, userId: player.id });
    expect(await appCodeOf(inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id }))).toBe("INVITATION_PENDING");
    expect(await appCodeOf(inviteToTeam(db, team.owner, { teamId: team.id, userId: team.members[0]!.id }))).toBe("ALREADY_IN_TEAM");
    expect(await appCodeOf(inviteToTeam(db, team.owner, { teamId: team.id, userId: team.owner.id }))).toBe("SELF_ACTION");
    expect(await appCodeOf(inviteToTeam(db, team.owner, { teamId: team.id, userId: "nobody" }))).toBe("NOT_FOUND");

    const [row] = await db.select().from(invitation).where(eq(invitation.id, invited.id));
    expect(row).toMatchObject({ organizationId: team.id, role: "member", status: "pending", inviterId: team.admins[0]!.id });
    const days = (row!.expiresAt.getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [email] = await db.select({ email: user.email }).from(user).where(eq(user.id, player.id));
    expect(row!.email).toBe(email!.email.toLowerCase());

    await mail.deliver();
    expect(mail.sentTo(row!.email)).toHaveLength(1);
    expect(mail.sentTo(row!.email)[0]).toMatchObject({
      to: row!.email,
      subject: `${team.admins[0]!.username} lädt dich ins Team ${team.name} auf Escouade ein`,
    });
    expect(mail.sentTo(row!.email)[0]!.text).toContain(`http://localhost:5173/de/teams/${team.slug}`);
    expect(await typesFor(player.id)).toContain("team_invitation_received");

    const mine = await getMyTeam(db, player);
    expect(mine.invitations).toMatchObject([{ id: invited.id, team: { id: team.id }, inviter: { userId: team.admins[0]!.id } }]);
    expect((await getTeam(db, player, team.slug)).viewer.pendingInvitation).toMatchObject({ id: invited.id });
    expect((await getMyTeam(db, team.owner)).requests?.invitations).toMatchObject([{ id: invited.id, player: { userId: player.id } }]);

    const stranger = await createPlayer(db, "Stranger");
    expect(await appCodeOf(acceptInvitation(db, stranger, invited.id))).toBe("NOT_FOUND");
    expect(await appCodeOf(declineInvitation(db, stranger, invited.id))).toBe("NOT_FOUND");
    await acceptInvitation(db, player, invited.id);
    expect(await teamOf(player.id)).toEqual([team.id]);
    for (const leader of [team.owner, team.admins[0]!]) expect(await typesFor(leader.id)).toContain("team_invitation_accepted");
    expect(await typesFor(team.members[0]!.id)).not.toContain("team_invitation_accepted");
    expect(await appCodeOf(acceptInvitation(db, player, invited.id))).toBe("INVITATION_NOT_PENDING");
  });

  it("e-mails in French, with a French link, a player whose language is unknown; names are escaped", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { input: { name: uniqueTeamName("<Fous> & Co") } });
    const player = await createPlayer(db, "Unknown");
    await db.update(user).set({ lang: "xx" }).where(eq(user.id, player.id));
    const mail = capturingInvitationMail(database);
    const invited = await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id });
    await mail.deliver();
    const [sent, ...more] = mail.sentTo((await db.select({ email: invitation.email }).from(invitation).where(eq(invitation.id, invited.id)))[0]!.email);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe(`${team.owner.username} vous invite à rejoindre ${team.name} sur Escouade`);
    expect(sent!.text).toContain(`/fr/teams/${team.slug}`);
    expect(sent!.html).toContain("&lt;Fous&gt; &amp; Co");
    expect(sent!.html).not.toContain("<Fous>");
  });

  it("is not e-mailed to a player who wants their team's news in the app only", async () => {
    const db = database.db;
    const team = await createTeamWith(db);
    const player = await createPlayer(db, "SansMail");
    await setPreference(db, player, { kind: "my_team", byEmail: false });
    const mail = capturingInvitationMail(database);
    const invited = await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id });
    expect(await typesFor(player.id)).toContain("team_invitation_received");
    await mail.deliver();
    expect(mail.sentTo((await db.select({ email: invitation.email }).from(invitation).where(eq(invitation.id, invited.id)))[0]!.email)).toEqual([]);
  });

  it("can be cancelled by a leader, declined by the player, and expires after seven days", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { members: 1 });
    const player = await createPlayer(db, "Invited");
    const first = await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id });
    expect(await appCodeOf(cancelInvitation(db, team.members[0]!, first.id))).toBe("FORBIDDEN");
    await cancelInvitation(db, team.owner, first.id);
    expect(await appCodeOf(acceptInvitation(db, player, first.id))).toBe("INVITATION_NOT_PENDING");

    const second = await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id });
    await declineInvitation(db, player, second.id);
    expect(await typesFor(team.owner.id)).toContain("team_invitation_declined");
    expect(await appCodeOf(cancelInvitation(db, team.owner, second.id))).toBe("INVITATION_NOT_PENDING");

    const third = await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id });
    await db
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.id, third.id));
    expect(await appCodeOf(acceptInvitation(db, player, third.id))).toBe("INVITATION_EXPIRED");
    expect((await getMyTeam(db, player)).invitations).toEqual([]);
    // An expired invitation gives way to a new one.
    const fourth = await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id });
    const [old] = await db.select({ status: invitation.status }).from(invitation).where(eq(invitation.id, third.id));
    expect(old?.status).toBe("canceled");
    await acceptInvitation(db, player, fourth.id);
    expect(await teamOf(player.id)).toEqual([team.id]);
  });

  it("joining a team withdraws the player's other applications and invitations", async () => {
    const db = database.db;
    const [a, b, c] = [await createTeamWith(db), await createTeamWith(db), await createTeamWith(db)];
    const player = await createPlayer(db, "Popular");
    const toA = await applyToTeam(db, player, { teamId: a.id, message: "" });
    const fromB = await inviteToTeam(db, b.owner, { teamId: b.id, userId: player.id });
    const fromC = await inviteToTeam(db, c.owner, { teamId: c.id, userId: player.id });
    await acceptInvitation(db, player, fromC.id);
    const [application] = await db.select({ status: teamApplication.status }).from(teamApplication).where(eq(teamApplication.id, toA.id));
    expect(application?.status).toBe("cancelled");
    const [other] = await db.select({ status: invitation.status }).from(invitation).where(eq(invitation.id, fromB.id));
    expect(other?.status).toBe("canceled");
    expect(await appCodeOf(acceptInvitation(db, player, fromB.id))).toBe("ALREADY_IN_TEAM");
    expect(await appCodeOf(acceptApplication(db, a.owner, toA.id))).toBe("ALREADY_IN_TEAM");
    const mine = await getMyTeam(db, player);
    expect(mine).toMatchObject({ team: { id: c.id }, applications: [], invitations: [] });
  });
});

describe("races", () => {
  it("two leaders accepting one application at once: one wins, the other is told, one membership", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 2 });
    const player = await createPlayer(db, "Raced");
    const applied = await applyToTeam(db, player, { teamId: team.id, message: "" });
    const results = await Promise.all([team.owner, ...team.admins].map((leader) => appCodeOf(acceptApplication(db, leader, applied.id))));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r !== null)).toEqual(["APPLICATION_NOT_PENDING", "APPLICATION_NOT_PENDING"]);
    expect(await teamOf(player.id)).toEqual([team.id]);
    expect((await typesFor(player.id)).filter((t) => t === "team_application_accepted")).toHaveLength(1);
  });

  it("a player accepting two teams' invitations at once joins one; the other gets ALREADY_IN_TEAM", async () => {
    const db = database.db;
    const teams = [await createTeamWith(db), await createTeamWith(db), await createTeamWith(db)];
    const player = await createPlayer(db, "Torn");
    const invitations = [];
    for (const team of teams) invitations.push(await inviteToTeam(db, team.owner, { teamId: team.id, userId: player.id }));
    const results = await Promise.all(invitations.map((i) => appCodeOf(acceptInvitation(db, player, i.id))));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r !== null)).toEqual(["ALREADY_IN_TEAM", "ALREADY_IN_TEAM"]);
    const joined = await teamOf(player.id);
    expect(joined).toHaveLength(1);
    const accepted = await db
      .select({ id: invitation.id })
      .from(invitation)
      .where(and(eq(invitation.email, (await db.select({ e: user.email }).from(user).where(eq(user.id, player.id)))[0]!.e), eq(invitation.status, "accepted")));
    expect(accepted).toHaveLength(1);
  });

  it("accepting an application and an invitation for the same player at once: one team", async () => {
    const db = database.db;
    const [a, b] = [await createTeamWith(db), await createTeamWith(db)];
    const player = await createPlayer(db, "Both");
    const applied = await applyToTeam(db, player, { teamId: a.id, message: "" });
    const invited = await inviteToTeam(db, b.owner, { teamId: b.id, userId: player.id });
    const results = await Promise.all([appCodeOf(acceptApplication(db, a.owner, applied.id)), appCodeOf(acceptInvitation(db, player, invited.id))]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatch(/^(ALREADY_IN_TEAM|APPLICATION_NOT_PENDING|INVITATION_NOT_PENDING)$/);
    expect(await teamOf(player.id)).toHaveLength(1);
  });

  it("players founding teams with one name at once: one team, the others TEAM_NAME_TAKEN, nothing half-written", async () => {
    const db = database.db;
    const name = uniqueTeamName("Spectre");
    const founders = [await createPlayer(db, "F1"), await createPlayer(db, "F2"), await createPlayer(db, "F3")];
    const results = await Promise.all(
      founders.map((f, i) => appCodeOf(createTeam(db, f, teamInput({ name: i === 1 ? name.toUpperCase() : name }), offlineGazetteer))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r !== null)).toEqual(["TEAM_NAME_TAKEN", "TEAM_NAME_TAKEN"]);
    const teams = await db.select({ id: organization.id }).from(organization).where(eq(organization.name, name));
    const upper = await db.select({ id: organization.id }).from(organization).where(eq(organization.name, name.toUpperCase()));
    expect(teams.length + upper.length).toBe(1);
    const memberships = await Promise.all(founders.map((f) => teamOf(f.id)));
    expect(memberships.flat()).toHaveLength(1);
  });

  it("one player founding two teams at once ends with one", async () => {
    const db = database.db;
    const founder = await createPlayer(db, "Hasty");
    const results = await Promise.all([0, 1].map(() => appCodeOf(createTeam(db, founder, teamInput(), offlineGazetteer))));
    expect(results.sort()).toEqual(["ALREADY_IN_TEAM", null].sort());
    expect(await teamOf(founder.id)).toHaveLength(1);
  });

  it("two players applying twice at once make one pending application each", async () => {
    const db = database.db;
    const team = await createTeamWith(db);
    const player = await createPlayer(db, "Double");
    const results = await Promise.all([0, 1].map(() => appCodeOf(applyToTeam(db, player, { teamId: team.id, message: "" }))));
    expect(results.sort()).toEqual(["APPLICATION_PENDING", null].sort());
    const rows = await db
      .select()
      .from(teamApplication)
      .where(and(eq(teamApplication.userId, player.id), eq(teamApplication.status, "pending")));
    expect(rows).toHaveLength(1);
  });
});
