import { createTeamSchema } from "@escouade/contracts/teams";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, member, notification, organization, session, shop, teamProfile } from "../../db/schema/index.ts";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import { createGame } from "../games/service.ts";
import { getProfileById, getPlayers } from "../players/service.ts";
import { registerForGame } from "../registrations/service.ts";
import { makeFriends, createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createTeamWith, memberIdOf, teamInput } from "../../../test-support/teams.ts";
import { recordUpload } from "../media/service.ts";
import {
  createTeam,
  createTeamPost,
  deleteTeam,
  deleteTeamPost,
  getGameTeams,
  getMyTeam,
  getTeam,
  getTeamGames,
  getTeamPosts,
  leaveTeam,
  removeMember,
  searchTeams,
  transferOwnership,
  updateMember,
  updateTeam,
} from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const AEG = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId));
  return rows.map((r) => r.data);
}

describe("creating a team", () => {
  it("makes the founder its owner, places its city with the gazetteer and derives a slug", async () => {
    const db = database.db;
    const founder = await createPlayer(db, "Founder");
    const sessionId = crypto.randomUUID();
    await db.insert(session).values({ id: sessionId, token: crypto.randomUUID(), userId: founder.id, expiresAt: new Date(Date.now() + 3600_000) });
    const name = `Les Loups d'Éole ${Date.now().toString(36)}`;
    const input = createTeamSchema.parse({
      ...teamInput(),
      name: `  ${name}  `,
      city: " Lyon ",
      isAssociation: true,
      links: { website: "https://loups.example", facebook: "" },
    });
    const created = await createTeam(db, founder, input, offlineGazetteer);
    expect(created.slug).toMatch(/^les-loups-d-eole-[a-z0-9]+$/);
    const page = await getTeam(db, founder, created.slug);
    expect(page).toMatchObject({
      id: created.id,
      name,
      city: "Lyon",
      country: "fr",
      isAssociation: true,
      links: { website: "https://loups.example" },
      memberCount: 1,
    });
    expect(page.latitude).toBeCloseTo(45.75, 1);
    expect(page.longitude).toBeCloseTo(4.85, 1);
    expect(page.members).toMatchObject([{ userId: founder.id, role: "owner", gameRole: null, office: null }]);
    expect(page.viewer.membership).toMatchObject({ role: "owner" });
    // better-auth's active organization follows the player's one team.
    const [active] = await db.select({ teamId: session.activeOrganizationId }).from(session).where(eq(session.id, sessionId));
    expect(active?.teamId).toBe(created.id);
  });

  it("refuses a second team for the same player, and a name another team has whatever its case", async () => {
    const db = database.db;
    const team = await createTeamWith(db);
    expect(await appCodeOf(createTeam(db, team.owner, teamInput(), offlineGazetteer))).toBe("ALREADY_IN_TEAM");
    const other = await createPlayer(db, "Other");
    expect(await appCodeOf(createTeam(db, other, teamInput({ name: team.name.toUpperCase() }), offlineGazetteer))).toBe("TEAM_NAME_TAKEN");
    expect(await db.select().from(member).where(eq(member.userId, other.id))).toEqual([]);
  });

  it("gives a free slug when two names make the same one, and a new slug when the name changes", async () => {
    const db = database.db;
    const tag = Date.now().toString(36);
    const a = await createTeam(db, await createPlayer(db, "A"), teamInput({ name: `Delta Force ${tag}` }), offlineGazetteer);
    const bOwner = await createPlayer(db, "B");
    const b = await createTeam(db, bOwner, teamInput({ name: `Delta-Force ${tag}` }), offlineGazetteer);
    expect(a.slug).toBe(`delta-force-${tag}`);
    expect(b.slug).toBe(`delta-force-${tag}-2`);
    const renamed = await updateTeam(db, bOwner, { ...teamInput({ name: `Bravo Six ${tag}` }), teamId: b.id }, offlineGazetteer);
    expect(renamed.slug).toBe(`bravo-six-${tag}`);
    const sameSlug = await updateTeam(db, bOwner, { ...teamInput({ name: `BRAVO SIX ${tag}` }), teamId: b.id }, offlineGazetteer);
    expect(sameSlug.slug).toBe(`bravo-six-${tag}`);
  });

  it("takes only an approved field as home field", async () => {
    const db = database.db;
    const [field] = await db
      .insert(shop)
      .values({ type: "field", name: "Terrain test", city: "Bron", country: "fr", latitude: 45.73, longitude: 4.91, status: "approved" })
      .returning({ id: shop.id });
    const [store] = await db
      .insert(shop)
      .values({ type: "physical", name: "Boutique test", city: "Lyon", country: "fr", latitude: 45.76, longitude: 4.85, status: "approved" })
      .returning({ id: shop.id });
    const [pending] = await db
      .insert(shop)
      .values({ type: "field", name: "Terrain en attente", city: "Lyon", country: "fr", latitude: 45.76, longitude: 4.85 })
      .returning({ id: shop.id });
    const player = await createPlayer(db, "Field");
    for (const id of [store!.id, pending!.id, 2_000_000_000]) {
      expect(await appCodeOf(createTeam(db, player, teamInput({ homeFieldId: id }), offlineGazetteer))).toBe("HOME_FIELD_INVALID");
    }
    const created = await createTeam(db, player, teamInput({ homeFieldId: field!.id }), offlineGazetteer);
    expect((await getTeam(db, player, created.slug)).homeField).toMatchObject({ id: field!.id, name: "Terrain test", city: "Bron" });
  });
});

describe("editing and deleting a team", () => {
  it("lets leaders edit, clears the offices when it stops being an association", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 1, input: { isAssociation: true } });
    await updateMember(db, team.owner, { memberId: team.members[0]!.memberId, office: "treasurer" });
    await updateTeam(db, team.admins[0]!, { ...teamInput({ name: team.name, isAssociation: false, recruiting: false }), teamId: team.id }, offlineGazetteer);
    const page = await getTeam(db, team.owner, team.slug);
    expect(page.recruiting).toBe(false);
    expect(page.members.map((m) => m.office)).toEqual([null, null, null]);
    expect(await appCodeOf(updateTeam(db, team.members[0]!, { ...teamInput(), teamId: team.id }, offlineGazetteer))).toBe("FORBIDDEN");
  });

  it("deletes with the name typed again, tells the members and leaves nothing behind", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 1 });
    expect(await appCodeOf(deleteTeam(db, team.admins[0]!, { teamId: team.id, confirmName: team.name }))).toBe("FORBIDDEN");
    expect(await appCodeOf(deleteTeam(db, team.owner, { teamId: team.id, confirmName: "autre chose" }))).toBe("TEAM_NAME_MISMATCH");
    await createTeamPost(db, team.owner, { teamId: team.id, text: "Dernière sortie", photoKeys: [] });
    expect(await deleteTeam(db, team.owner, { teamId: team.id, confirmName: ` ${team.name.toLowerCase()} ` })).toEqual({ ok: true });
    expect(await db.select().from(organization).where(eq(organization.id, team.id))).toEqual([]);
    expect(await db.select().from(teamProfile).where(eq(teamProfile.organizationId, team.id))).toEqual([]);
    expect(await db.select().from(member).where(eq(member.organizationId, team.id))).toEqual([]);
    for (const player of [...team.admins, ...team.members])
      expect(await notificationsOf(player.id)).toContainEqual(expect.objectContaining({ type: "team_deleted" }));
    expect(await notificationsOf(team.owner.id)).not.toContainEqual(expect.objectContaining({ type: "team_deleted" }));
    expect(await appCodeOf(getTeam(db, team.owner, team.slug))).toBe("NOT_FOUND");
    expect(await appCodeOf(deleteTeam(db, team.owner, { teamId: team.id, confirmName: team.name }))).toBe("NOT_FOUND");
  });
});

describe("members", () => {
  it("leaders change roles (admin or member), game roles and offices; a member sets their own game role", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 2, input: { isAssociation: true } });
    const [m1, m2] = team.members as [(typeof team.members)[number], (typeof team.members)[number]];
    await updateMember(db, team.admins[0]!, { memberId: m1.memberId, role: "admin", gameRole: "sniper" });
    expect(await notificationsOf(m1.id)).toContainEqual(
      expect.objectContaining({ type: "team_role_changed", payload: expect.objectContaining({ role: "admin" }) }),
    );
    await updateMember(db, m2, { memberId: m2.memberId, gameRole: "medic" });
    expect(await appCodeOf(updateMember(db, m2, { memberId: m2.memberId, role: "admin" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(updateMember(db, m2, { memberId: m1.memberId, gameRole: "radio" }))).toBe("FORBIDDEN");
    const ownerMemberId = await memberIdOf(db, team.owner.id);
    expect(await appCodeOf(updateMember(db, team.admins[0]!, { memberId: ownerMemberId, role: "member" }))).toBe("TEAM_OWNER_MUST_TRANSFER");
    expect(await appCodeOf(updateMember(db, team.owner, { memberId: ownerMemberId, role: "admin" }))).toBe("TEAM_OWNER_MUST_TRANSFER");
    // One president at a time: naming another takes the office from the first.
    await updateMember(db, team.owner, { memberId: m1.memberId, office: "president" });
    await updateMember(db, team.owner, { memberId: m2.memberId, office: "president" });
    const page = await getTeam(db, team.owner, team.slug);
    expect(page.members.find((m) => m.userId === m1.id)).toMatchObject({ role: "admin", gameRole: "sniper", office: null });
    expect(page.members.find((m) => m.userId === m2.id)).toMatchObject({ role: "member", gameRole: "medic", office: "president" });
    expect(page.members.map((m) => m.role)).toEqual(["owner", "admin", "admin", "member"]);

    const plain = await createTeamWith(db, { members: 1 });
    expect(await appCodeOf(updateMember(db, plain.owner, { memberId: plain.members[0]!.memberId, office: "secretary" }))).toBe("OFFICE_NEEDS_ASSOCIATION");
  });

  it("excludes a member (never the owner) and tells them; a member leaves; the owner must hand over first", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 2 });
    const ownerMemberId = await memberIdOf(db, team.owner.id);
    expect(await appCodeOf(removeMember(db, team.admins[0]!, ownerMemberId))).toBe("FORBIDDEN");
    expect(await appCodeOf(removeMember(db, team.members[1]!, team.members[0]!.memberId))).toBe("FORBIDDEN");
    expect(await appCodeOf(removeMember(db, team.owner, ownerMemberId))).toBe("SELF_ACTION");
    await removeMember(db, team.admins[0]!, team.members[0]!.memberId);
    expect(await notificationsOf(team.members[0]!.id)).toContainEqual(expect.objectContaining({ type: "team_member_removed" }));
    expect(await appCodeOf(removeMember(db, team.owner, team.members[0]!.memberId))).toBe("NOT_FOUND");

    await leaveTeam(db, team.members[1]!);
    expect(await appCodeOf(leaveTeam(db, team.members[1]!))).toBe("NOT_IN_TEAM");
    expect(await appCodeOf(leaveTeam(db, team.owner))).toBe("TEAM_OWNER_MUST_TRANSFER");
    expect((await getMyTeam(db, team.members[1]!)).team).toBeNull();
  });

  it("hands the team over: the old owner becomes an admin and keeps the founder badge", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { members: 1 });
    const heir = team.members[0]!;
    const outsider = await createTeamWith(db);
    expect(await appCodeOf(transferOwnership(db, heir, { teamId: team.id, memberId: heir.memberId }))).toBe("FORBIDDEN");
    expect(await appCodeOf(transferOwnership(db, team.owner, { teamId: team.id, memberId: await memberIdOf(db, outsider.owner.id) }))).toBe("FORBIDDEN");
    expect(await appCodeOf(transferOwnership(db, team.owner, { teamId: team.id, memberId: await memberIdOf(db, team.owner.id) }))).toBe("SELF_ACTION");
    await transferOwnership(db, team.owner, { teamId: team.id, memberId: heir.memberId });
    const roles = Object.fromEntries((await getTeam(db, heir, team.slug)).members.map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [heir.id]: "owner", [team.owner.id]: "admin" });
    expect(await notificationsOf(heir.id)).toContainEqual(
      expect.objectContaining({
        type: "team_ownership_transferred",
        payload: expect.objectContaining({ player: expect.objectContaining({ id: team.owner.id }) }),
      }),
    );
    await leaveTeam(db, team.owner);
    const founder = await getProfileById(db, null, team.owner.id);
    expect(founder.badges.map((b) => b.id)).toContain("team_founder");
    expect(founder.team).toBeNull();
    expect((await getProfileById(db, null, heir.id)).badges.map((b) => b.id)).not.toContain("team_founder");
  });
});

describe("players show their team", () => {
  it("on cards and profiles, with its slug, and the player search filters by it", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { members: 1 });
    const viewer = await createPlayer(db, "Viewer");
    const profile = await getProfileById(db, viewer, team.members[0]!.id);
    expect(profile).toMatchObject({ team: team.name, teamSlug: team.slug });
    const found = await getPlayers(db, viewer, { team: team.name, limit: 20 });
    expect(found.items.map((p) => p.userId).sort()).toEqual([team.owner.id, team.members[0]!.id].sort());
  });
});

describe("searching teams", () => {
  it("by name or city, around a place, recruiting only, by language, a page at a time", async () => {
    const db = database.db;
    const tag = `Zulu${Date.now().toString(36)}`;
    const lyon = await createTeamWith(db, { input: { name: `${tag} Lyon`, city: "Lyon", recruiting: true, languages: ["fr", "en"] } });
    const bron = await createTeamWith(db, { input: { name: `${tag} Bron`, city: "Villeurbanne", recruiting: false } });
    const lille = await createTeamWith(db, { input: { name: `${tag} Lille`, city: "Lille", recruiting: true } });
    const names = async (input: Parameters<typeof searchTeams>[1]) => (await searchTeams(db, input)).items.map((t) => t.name);
    expect(await names({ q: tag, limit: 20 })).toEqual([`${tag} Bron`, `${tag} Lille`, `${tag} Lyon`]);
    expect(await names({ q: tag, recruiting: true, limit: 20 })).toEqual([`${tag} Lille`, `${tag} Lyon`]);
    expect(await names({ q: tag, language: "en", limit: 20 })).toEqual([`${tag} Lyon`]);
    const nearLyon = await searchTeams(db, { q: tag, latitude: 45.76, longitude: 4.84, radiusKm: 25, limit: 20 });
    expect(nearLyon.items.map((t) => t.id)).toEqual([lyon.id, bron.id]);
    expect(nearLyon.items[0]!.distanceKm).toBeLessThan(nearLyon.items[1]!.distanceKm!);
    expect(nearLyon.total).toBe(2);
    expect(nearLyon.items[0]).toMatchObject({ slug: lyon.slug, memberCount: 1, recruiting: true });

    const first = await searchTeams(db, { q: tag, limit: 2 });
    expect(first.total).toBe(3);
    const second = await searchTeams(db, { q: tag, limit: 2, cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual([bron.id, lille.id, lyon.id]);
    expect(second.nextCursor).toBeNull();
    const byDistance = await searchTeams(db, { q: tag, latitude: 45.76, longitude: 4.84, radiusKm: 25, limit: 1 });
    const next = await searchTeams(db, { q: tag, latitude: 45.76, longitude: 4.84, radiusKm: 25, limit: 5, cursor: byDistance.nextCursor! });
    expect([...byDistance.items, ...next.items].map((t) => t.id)).toEqual([lyon.id, bron.id]);
    expect(next.nextCursor).toBeNull();
    expect(lille.id).not.toBe(lyon.id);
    expect((await searchTeams(db, { q: tag, limit: 20, cursor: "not-a-cursor" })).items).toHaveLength(3);
  });
});

describe("news posts", () => {
  it("are written by leaders, read by any player, newest first, deleted by leaders", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { admins: 1, members: 1 });
    const reader = await createPlayer(db, "Reader");
    const photo = `uploads/${crypto.randomUUID()}`;
    await recordUpload(db, team.owner.id, photo);
    const first = await createTeamPost(db, team.owner, { teamId: team.id, text: "Entraînement samedi", photoKeys: [photo] });
    const second = await createTeamPost(db, team.admins[0]!, { teamId: team.id, text: "Bienvenue aux nouveaux", photoKeys: [] });
    expect(await appCodeOf(createTeamPost(db, team.members[0]!, { teamId: team.id, text: "Moi aussi", photoKeys: [] }))).toBe("FORBIDDEN");
    expect(await appCodeOf(createTeamPost(db, reader, { teamId: team.id, text: "Intrus", photoKeys: [] }))).toBe("FORBIDDEN");
    const page = await getTeamPosts(db, reader, { teamId: team.id, limit: 1 });
    expect(page.items).toMatchObject([{ id: second.id, text: "Bienvenue aux nouveaux", author: { userId: team.admins[0]!.id } }]);
    const rest = await getTeamPosts(db, reader, { teamId: team.id, limit: 5, cursor: page.nextCursor! });
    expect(rest.items).toMatchObject([{ id: first.id, photoKeys: [photo] }]);
    expect(await appCodeOf(deleteTeamPost(db, team.members[0]!, first.id))).toBe("FORBIDDEN");
    await deleteTeamPost(db, team.admins[0]!, first.id);
    expect(await appCodeOf(deleteTeamPost(db, team.owner, first.id))).toBe("NOT_FOUND");
  });
});

describe("a team's games", () => {
  it("lists the upcoming games its members go to, as far as the viewer may see them", async () => {
    const db = database.db;
    const team = await createTeamWith(db, { members: 1 });
    const organizer = await createPlayer(db, "Orga");
    const friend = await createPlayer(db, "Friend");
    for (const player of [friend, team.owner, team.members[0]!]) await makeFriends(db, organizer, player);
    const open = await createGame(db, organizer, gameInput({ visibility: "public" }));
    const friendsOnly = await createGame(db, organizer, gameInput({ visibility: "friends" }));
    const past = await createGame(db, organizer, gameInput({ visibility: "public" }));
    for (const id of [open.id, friendsOnly.id, past.id]) {
      await registerForGame(db, team.owner, { gameId: id, replicas: AEG });
      await registerForGame(db, team.members[0]!, { gameId: id, replicas: AEG });
    }
    await db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 2 * 86400_000), endsAt: new Date(Date.now() - 86400_000) })
      .where(eq(game.id, past.id));
    const stranger = await createPlayer(db, "Stranger");
    expect((await getTeamGames(db, stranger, team.id)).map((g) => g.id)).toEqual([open.id]);
    const seenByFriend = await getTeamGames(db, friend, team.id);
    expect(seenByFriend.map((g) => g.id).sort((a, b) => a - b)).toEqual([open.id, friendsOnly.id].sort((a, b) => a - b));
    expect(seenByFriend[0]!.membersGoing).toBe(2);

    const grouped = await getGameTeams(db, organizer, open.id);
    expect(grouped.teams).toMatchObject([
      { team: { id: team.id, slug: team.slug }, players: expect.arrayContaining([expect.objectContaining({ userId: team.owner.id })]) },
    ]);
    expect(grouped.teams[0]!.players).toHaveLength(2);
    expect(await appCodeOf(getGameTeams(db, team.owner, open.id))).toBe("FORBIDDEN");
    expect(await appCodeOf(getGameTeams(db, organizer, 2_000_000_000))).toBe("NOT_FOUND");
    expect(await appCodeOf(getTeamGames(db, stranger, "no-such-team"))).toBe("NOT_FOUND");
  });
});
