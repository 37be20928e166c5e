import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { equipment, game, member, organization, profile, rating, teamProfile, user } from "../../db/schema/index.ts";
import { addEquipment, removeEquipment, updateEquipment } from "../equipment/service.ts";
import { acceptFriendRequest, sendFriendRequest } from "../friends/service.ts";
import { createGame } from "../games/service.ts";
import { getPlayerFriends, getPlayerGames, getPlayers, getProfileById } from "./service.ts";
import { registerForGame } from "../registrations/service.ts";
import { Client, expectError, expectOk } from "../../../test-support/app.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { onboardedUser } from "../../../test-support/flows.ts";
import { useAppWithMailSink } from "../../../test-support/app-with-mail.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const DAY = 24 * 3600 * 1000;
const AEG = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

async function place(userId: string, values: Partial<typeof profile.$inferInsert>) {
  await database.db.update(profile).set(values).where(eq(profile.userId, userId));
}

describe("a public profile", () => {
  it("shows age, stats, badges, reputation and gear, and never the phone, e-mail or birth date", async () => {
    const db = database.db;
    const player = await createPlayer(db, "Veteran");
    const organizer = await createPlayer(db, "Orga");
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(user.id, player.id));
    // Ten games played, each 8 hours, the last ended yesterday.
    for (let i = 0; i < 10; i++) {
      const { id } = await createGame(db, organizer, gameInput());
      await registerForGame(db, player, { gameId: id, replicas: AEG });
      const endsAt = new Date(Date.now() - (10 - i) * DAY);
      await db
        .update(game)
        .set({ startsAt: new Date(endsAt.getTime() - 8 * 3600 * 1000), endsAt })
        .where(eq(game.id, id));
      await db.insert(rating).values({ gameId: id, kind: "fair_play", authorId: organizer.id, subjectId: player.id, score: 5 });
    }
    const orgId = crypto.randomUUID();
    await db.insert(organization).values({ id: orgId, name: `Escouade Alpha ${orgId.slice(0, 6)}`, slug: `alpha-${orgId}` });
    await db.insert(member).values({ id: crypto.randomUUID(), organizationId: orgId, userId: player.id, role: "owner" });
    await db.insert(teamProfile).values({ organizationId: orgId, city: "Lyon", country: "fr", languages: ["fr"], foundedBy: player.id });
    await addEquipment(db, player, { kind: "replica", name: "M4 CQB", powerClass: "aeg", fps: 330, notes: "" });

    // Shown to signed-in members: the age is the player's to show (real-identity.test.ts).
    await place(player.id, { ageVisibility: "everyone" });
    const seen = await getProfileById(db, organizer, player.id);
    expect(seen.age).toBeGreaterThanOrEqual(18);
    expect(seen.stats).toEqual({ gamesPlayed: 10, gamesOrganized: 0, hoursPlayed: 80, friends: 0 });
    expect(seen.badges.map((b) => b.id).sort()).toEqual(["fair_player", "first_game", "games_10", "one_year", "team_founder"]);
    expect(seen.reputation.asPlayer).toEqual({ average: 5, count: 10 });
    expect(seen.team).toMatch(/^Escouade Alpha/);
    expect(seen.teamSlug).toBe(`alpha-${orgId}`);
    expect(seen.equipment).toMatchObject([{ kind: "replica", name: "M4 CQB", powerClass: "aeg", fps: 330 }]);
    const json = JSON.stringify(seen);
    expect(json).not.toMatch(/\+33|@|1990-01-01|birthDate|phone|email/);

    const organizerSeen = await getProfileById(db, null, organizer.id);
    expect(organizerSeen.stats.gamesOrganized).toBe(10);
    expect(organizerSeen.badges.map((b) => b.id)).toEqual(expect.arrayContaining(["first_organized", "organizer_10"]));
    expect(await appCodeOf(getProfileById(db, null, "nobody"))).toBe("NOT_FOUND");
  });

  it("lists only the games the viewer may see, and the player's friends", async () => {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const friend = await createPlayer(db, "Ami");
    const stranger = await createPlayer(db, "Inconnu");
    await sendFriendRequest(db, organizer, friend.id);
    await acceptFriendRequest(db, friend, organizer.id);
    const pub = await createGame(db, organizer, gameInput({ visibility: "public" }));
    const friendsOnly = await createGame(db, organizer, gameInput({ visibility: "friends" }));
    await createGame(db, organizer, gameInput({ visibility: "private" }));
    const ids = async (viewer: string | null) => (await getPlayerGames(db, viewer, organizer.id)).organized.map((g) => g.id).sort((a, b) => a - b);
    expect(await ids(null)).toEqual([pub.id]);
    expect(await ids(stranger.id)).toEqual([pub.id]);
    expect(await ids(friend.id)).toEqual([pub.id, friendsOnly.id].sort((a, b) => a - b));

    const friends = await getPlayerFriends(db, stranger, organizer.id);
    expect(friends).toMatchObject([{ userId: friend.id, friendStatus: "none" }]);
    expect(JSON.stringify(friends)).not.toMatch(/phone|email|birth/);
  });
});

describe("player search", () => {
  it("filters by name, place and radius, availability, language and team, a page at a time", async () => {
    const db = database.db;
    const viewer = await createPlayer(db, "Chercheur");
    const tag = `zulu${Math.random().toString(36).slice(2, 6)}`;
    const lyon = await createPlayer(db, `${tag}Lyon`);
    const villeurbanne = await createPlayer(db, `${tag}Villeurbanne`);
    const paris = await createPlayer(db, `${tag}Paris`);
    await place(lyon.id, { latitude: 45.764, longitude: 4.8357, availability: "available", languages: ["fr", "en"] });
    await place(villeurbanne.id, { latitude: 45.7719, longitude: 4.8902, availability: "unavailable", languages: ["fr"] });
    await place(paris.id, { latitude: 48.8566, longitude: 2.3522, availability: "available", languages: ["fr", "de"] });
    const search = async (extra: object) => (await getPlayers(db, viewer, { q: tag, limit: 50, ...extra })).items.map((p) => p.userId).sort();

    expect(await search({})).toEqual([lyon.id, villeurbanne.id, paris.id].sort());
    expect(await search({ latitude: 45.76, longitude: 4.84, radiusKm: 25 })).toEqual([lyon.id, villeurbanne.id].sort());
    expect(await search({ availability: "available" })).toEqual([lyon.id, paris.id].sort());
    expect(await search({ language: "de" })).toEqual([paris.id]);

    const orgId = crypto.randomUUID();
    await db.insert(organization).values({ id: orgId, name: `Les Loups ${tag}`, slug: `loups-${orgId}` });
    await db.insert(member).values({ id: crypto.randomUUID(), organizationId: orgId, userId: paris.id, role: "member" });
    expect(await search({ team: `loups ${tag}` })).toEqual([paris.id]);

    // Pages of one: every player once, none twice.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await getPlayers(db, viewer, { q: tag, limit: 1, cursor });
      seen.push(...page.items.map((p) => p.userId));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual([lyon.id, villeurbanne.id, paris.id].sort());
  });
});

describe("equipment", () => {
  it("adds, edits and removes one's own gear; someone else's is not found; the cap holds", async () => {
    const db = database.db;
    const owner = await createPlayer(db, "Owner");
    const other = await createPlayer(db, "Other");
    const item = await addEquipment(db, owner, { kind: "replica", name: "AK-74", powerClass: "aeg", fps: 340, notes: "" });
    const updated = await updateEquipment(db, owner, { id: item.id, kind: "protection", name: "Masque grillagé", powerClass: "aeg", fps: 340, notes: "" });
    // Gear that is not a replica keeps no class nor power.
    expect(updated).toMatchObject({ kind: "protection", powerClass: null, fps: null });
    expect(await appCodeOf(updateEquipment(db, other, { id: item.id, kind: "other", name: "x", powerClass: null, fps: null, notes: "" }))).toBe("NOT_FOUND");
    expect(await appCodeOf(removeEquipment(db, other, item.id))).toBe("NOT_FOUND");
    await removeEquipment(db, owner, item.id);
    expect(await db.select().from(equipment).where(eq(equipment.userId, owner.id))).toHaveLength(0);

    await Promise.all(
      Array.from({ length: 52 }, (_, i) =>
        addEquipment(db, owner, { kind: "other", name: `Sac ${i}`, powerClass: null, fps: null, notes: "" }).catch(() => null),
      ),
    );
    expect(await db.select().from(equipment).where(eq(equipment.userId, owner.id))).toHaveLength(50);
  });
});

describe("over HTTP", () => {
  const env = useAppWithMailSink();
  const privacy = { nameVisibility: "nobody", ageVisibility: "nobody" };

  it("validates the friendship view, profile edits and equipment; refuses anonymous player searches", async () => {
    const anonymous = new Client(env.server.app);
    expect(expectError(await anonymous.query("players.getPlayers", { friendShipStatus: "friends" })).data.appCode).toBe("UNAUTHENTICATED");

    const client = new Client(env.server.app);
    await onboardedUser(client, env.sink, { city: "Lyon", country: "fr" });
    expect(expectError(await client.query("players.getPlayers", { friendShipStatus: "enemies" })).data.appCode).toBe("VALIDATION_FAILED");
    expectOk(await client.query("players.getPlayers", { friendShipStatus: "requests" }));

    const tooLong = expectError(
      await client.mutation("profiles.updateProfile", {
        bio: "x".repeat(1001),
        avatar: 3,
        bannerKey: null,
        availability: "available",
        languages: ["fr"],
        ...privacy,
      }),
    );
    expect(tooLong.data.zodError?.fieldErrors.bio).toEqual(["too_long"]);
    expect(
      expectError(
        await client.mutation("profiles.updateProfile", { bio: "", avatar: 99, bannerKey: null, availability: "available", languages: ["fr"], ...privacy }),
      ).data.appCode,
    ).toBe("VALIDATION_FAILED");
    expect(expectError(await client.mutation("equipment.addEquipment", { kind: "replica", name: "M4" })).data.zodError?.fieldErrors).toMatchObject({
      powerClass: ["required"],
      fps: ["required"],
    });

    expectOk(
      await client.mutation("profiles.updateProfile", {
        bio: "Joueur du dimanche, team Alpha.",
        avatar: 3,
        bannerKey: null,
        availability: "unavailable",
        languages: ["fr", "en"],
        ...privacy,
      }),
    );
    const session = await client.getSession();
    const mine = expectOk(await anonymous.query<{ bio: string; avatar: number; availability: string }>("players.getProfileById", { userId: session!.user.id }));
    expect(mine).toMatchObject({ bio: "Joueur du dimanche, team Alpha.", avatar: 3, availability: "unavailable" });
    // The session says which avatar was chosen, so the header shows it.
    expect((session!.user as { avatar?: number | null }).avatar).toBe(3);
    // Onboarding placed the player on the map from their city.
    const [row] = await database.db.select({ latitude: profile.latitude }).from(profile).where(eq(profile.userId, session!.user.id));
    expect(row?.latitude).toBeCloseTo(45.75, 0);
  });
});
