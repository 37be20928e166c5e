import { randomUUID } from "node:crypto";
import type { NameVisibility } from "@escouade/contracts/players";
import { ageOn } from "@escouade/contracts/profile";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { friendship, member, organization, profile, user } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { exportRegistrationsCsv, getGameRegistrations, registerForGame } from "../registrations/service.ts";
import { exportSidesCsv, getSides } from "../sides/service.ts";
import { createTestApp, expectOk, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { readCsv } from "../../../test-support/read-csv.ts";
import { signedInClient } from "../../../test-support/sessions.ts";
import { getOwnProfile } from "../profiles/service.ts";
import { getPlayerFriends, getPlayers, getProfileById } from "./service.ts";

/**
 * Who sees a player's real name and age (docs/product.md §5): every signed-in member, friends and
 * teammates, or nobody; the player always, a moderator always, the organizer of a game they
 * registered for in that game's lists always. Checked on every answer that carries another
 * player's name or age, and on the search, which must not match a hidden name.
 */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

const db = () => server.database.db;
const BIRTH_DATE = "1988-07-14";

/** A player with a real name of their own (the search below looks for it) and the given settings. */
async function playerWith(label: string, settings: { name?: NameVisibility; age?: NameVisibility } = {}) {
  const player = await createPlayer(db(), label);
  const mark = randomUUID().slice(0, 8);
  const names = { firstName: `Prénom${mark}`, lastName: `Nom${mark}` };
  await db()
    .update(profile)
    .set({ ...names, birthDate: BIRTH_DATE, nameVisibility: settings.name, ageVisibility: settings.age })
    .where(eq(profile.userId, player.id));
  return { ...player, ...names };
}

async function moderator(role: "moderator" | "admin" = "moderator") {
  const person = await createPlayer(db(), "Modo");
  await db().update(user).set({ role }).where(eq(user.id, person.id));
  return { ...person, moderator: true };
}

async function teammates(a: { id: string }, b: { id: string }) {
  const teamId = randomUUID();
  await db()
    .insert(organization)
    .values({ id: teamId, name: `Les Hiboux ${teamId.slice(0, 8)}`, slug: `hiboux-${teamId}` });
  await db()
    .insert(member)
    .values([
      { id: randomUUID(), organizationId: teamId, userId: a.id, role: "owner" },
      { id: randomUUID(), organizationId: teamId, userId: b.id, role: "member" },
    ]);
}

const AGE = ageOn(BIRTH_DATE, new Date());

/** What the viewer reads of the player: on the profile, as a search result, among a third player's friends. */
async function seenBy(viewer: { id: string; moderator?: boolean } | null, player: Awaited<ReturnType<typeof playerWith>>) {
  const onProfile = await getProfileById(db(), viewer, player.id);
  const inSearch = viewer ? (await getPlayers(db(), viewer, { q: player.username, limit: 5 })).items.find((p) => p.userId === player.id) : undefined;
  return {
    name: onProfile.firstName === null ? null : `${onProfile.firstName} ${onProfile.lastName}`,
    age: onProfile.age,
    // A card names the player the same way, or not at all (the viewer cannot search themselves).
    card: inSearch ? (inSearch.firstName === null ? null : `${inSearch.firstName} ${inSearch.lastName}`) : undefined,
  };
}

describe("who sees a player's real name and age", () => {
  it("is nobody but the player by default, for a new account as for those made before the setting", async () => {
    const player = await playerWith("Discret");
    const [stored] = await db().select({ name: profile.nameVisibility, age: profile.ageVisibility }).from(profile).where(eq(profile.userId, player.id));
    expect(stored).toEqual({ name: "nobody", age: "nobody" });
    const friend = await createPlayer(db(), "Ami");
    await makeFriends(db(), player, friend);
    expect(await seenBy(friend, player)).toEqual({ name: null, age: null, card: null });
    expect(await seenBy(null, player)).toEqual({ name: null, age: null, card: undefined });
    // The player's own profile, as they see it, always has it.
    expect(await getProfileById(db(), player, player.id)).toMatchObject({ firstName: player.firstName, lastName: player.lastName, age: AGE });
    expect(await getOwnProfile(db(), player)).toMatchObject({
      firstName: player.firstName,
      birthDate: BIRTH_DATE,
      nameVisibility: "nobody",
      ageVisibility: "nobody",
    });
  });

  it("everyone: every signed-in member, never a visitor without a session", async () => {
    const player = await playerWith("Ouvert", { name: "everyone", age: "everyone" });
    const stranger = await createPlayer(db(), "Inconnu");
    const full = `${player.firstName} ${player.lastName}`;
    expect(await seenBy(stranger, player)).toEqual({ name: full, age: AGE, card: full });
    expect(await seenBy(null, player)).toEqual({ name: null, age: null, card: undefined });
  });

  it("friends: a friend and a teammate, not a stranger nor a pending request", async () => {
    const player = await playerWith("Reserve", { name: "friends", age: "friends" });
    const [friend, teammate, stranger, asking] = await Promise.all(["Ami", "Equipier", "Inconnu", "Demandeur"].map((label) => createPlayer(db(), label)));
    await makeFriends(db(), player, friend!);
    await teammates(player, teammate!);
    await db().insert(friendship).values({ requesterId: asking!.id, addresseeId: player.id, status: "pending" });
    const full = `${player.firstName} ${player.lastName}`;
    expect(await seenBy(friend!, player)).toEqual({ name: full, age: AGE, card: full });
    expect(await seenBy(teammate!, player)).toEqual({ name: full, age: AGE, card: full });
    expect(await seenBy(stranger!, player)).toEqual({ name: null, age: null, card: null });
    expect(await seenBy(asking!, player)).toEqual({ name: null, age: null, card: null });
  });

  it("nobody: not a friend nor a teammate; the player themselves still", async () => {
    const player = await playerWith("Secret", { name: "nobody", age: "nobody" });
    const [friend, teammate] = await Promise.all([createPlayer(db(), "Ami"), createPlayer(db(), "Equipier")]);
    await makeFriends(db(), player, friend);
    await teammates(player, teammate);
    expect(await seenBy(friend, player)).toEqual({ name: null, age: null, card: null });
    expect(await seenBy(teammate, player)).toEqual({ name: null, age: null, card: null });
    expect(await getProfileById(db(), player, player.id)).toMatchObject({ firstName: player.firstName, age: AGE });
  });

  it("keeps the name and the age apart", async () => {
    const player = await playerWith("Moitie", { name: "everyone", age: "nobody" });
    const other = await playerWith("Autre", { name: "nobody", age: "everyone" });
    const stranger = await createPlayer(db(), "Inconnu");
    expect(await seenBy(stranger, player)).toMatchObject({ name: `${player.firstName} ${player.lastName}`, age: null });
    expect(await seenBy(stranger, other)).toMatchObject({ name: null, age: AGE });
  });

  it("a moderator (or an admin) keeps seeing both, whatever the setting", async () => {
    const player = await playerWith("Secret", { name: "nobody", age: "nobody" });
    const full = `${player.firstName} ${player.lastName}`;
    expect(await seenBy(await moderator(), player)).toEqual({ name: full, age: AGE, card: full });
    expect(await seenBy(await moderator("admin"), player)).toEqual({ name: full, age: AGE, card: full });
  });

  it("a profile's friends tab names each friend as the viewer may see them", async () => {
    const hub = await createPlayer(db(), "Centre");
    const open = await playerWith("Ouvert", { name: "everyone" });
    const closed = await playerWith("Ferme", { name: "friends" });
    await makeFriends(db(), hub, open);
    await makeFriends(db(), hub, closed);
    const stranger = await createPlayer(db(), "Inconnu");
    const names = async (viewer: { id: string } | null) =>
      Object.fromEntries((await getPlayerFriends(db(), viewer, hub.id)).map((f) => [f.userId, f.firstName === null ? null : `${f.firstName} ${f.lastName}`]));
    expect(await names(stranger)).toEqual({ [open.id]: `${open.firstName} ${open.lastName}`, [closed.id]: null });
    // The hub is a friend of both: "friends" lets them in.
    expect(await names(hub)).toEqual({ [open.id]: `${open.firstName} ${open.lastName}`, [closed.id]: `${closed.firstName} ${closed.lastName}` });
    expect(await names(null)).toEqual({ [open.id]: null, [closed.id]: null });
  });
});

describe("the player search", () => {
  it("matches a real name only where the viewer may see it; the username always", async () => {
    const player = await playerWith("Cache", { name: "friends" });
    const [friend, stranger, mod] = await Promise.all([createPlayer(db(), "Ami"), createPlayer(db(), "Inconnu"), moderator()]);
    await makeFriends(db(), player, friend);
    const found = async (viewer: { id: string; moderator?: boolean }, q: string) =>
      (await getPlayers(db(), viewer, { q, limit: 5 })).items.map((p) => p.userId).includes(player.id);
    for (const q of [player.lastName, player.firstName, `${player.firstName} ${player.lastName}`]) {
      expect(await found(stranger, q), q).toBe(false);
      expect(await found(friend, q), q).toBe(true);
      expect(await found(mod, q), q).toBe(true);
    }
    expect(await found(stranger, player.username)).toBe(true);
    // The friends view filters by name the same way.
    expect((await getPlayers(db(), friend, { friendShipStatus: "friends", q: player.lastName })).items.map((p) => p.userId)).toEqual([player.id]);
  });
});

describe("the organizer of a game", () => {
  it("sees the real name of every registered player, whatever they chose: registrations, CSV, sides", async () => {
    const organizer = await createPlayer(db(), "Orga");
    const player = await playerWith("Secret", { name: "nobody", age: "nobody" });
    const { id: gameId } = await createGame(db(), organizer, gameInput());
    await registerForGame(db(), player, { gameId, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });

    const page = await getGameRegistrations(db(), organizer, gameId);
    expect(page.registrations.find((r) => r.userId === player.id)).toMatchObject({ firstName: player.firstName, lastName: player.lastName });
    const [, ...rows] = readCsv((await exportRegistrationsCsv(db(), organizer, { gameId, lang: "fr" })).csv, ";");
    expect(rows[0]!.slice(0, 3)).toEqual([player.username, player.firstName, player.lastName]);
    const sides = await getSides(db(), organizer, gameId);
    expect(sides.players.find((p) => p.userId === player.id)).toMatchObject({ firstName: player.firstName, lastName: player.lastName });
    expect((await exportSidesCsv(db(), organizer, { gameId, lang: "fr" })).csv).toContain(player.lastName);
    // Outside the game's lists, the organizer is a member like any other.
    expect(await seenBy(organizer, player)).toEqual({ name: null, age: null, card: null });
  });
});

describe("over HTTP", () => {
  it("the session's role decides for a moderator; the player changes the settings with the rest of the profile", async () => {
    const player = await playerWith("Secret");
    const mod = await moderator();
    const stranger = await createPlayer(db(), "Inconnu");
    const read = async (viewerId: string) =>
      expectOk(
        await (await signedInClient(server, viewerId)).query<{ firstName: string | null; age: number | null }>("players.getProfileById", { userId: player.id }),
      );
    expect(await read(mod.id)).toMatchObject({ firstName: player.firstName, age: AGE });
    expect(await read(stranger.id)).toMatchObject({ firstName: null, lastName: null, age: null });

    const own = await signedInClient(server, player.id);
    const edit = { bio: "", avatar: null, bannerKey: null, availability: "available", languages: ["fr"], nameVisibility: "everyone", ageVisibility: "friends" };
    expectOk(await own.mutation("profiles.updateProfile", edit));
    expect(await read(stranger.id)).toMatchObject({ firstName: player.firstName, lastName: player.lastName, age: null });
    expect(expectOk(await own.query("profiles.getOwnProfile"))).toMatchObject({ nameVisibility: "everyone", ageVisibility: "friends" });
  });
});
