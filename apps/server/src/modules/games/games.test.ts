import { createGameSchemaAt } from "@escouade/contracts/games";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification } from "../../db/schema/index.ts";
import { cancelGame, createGame, getGame, searchGames, updateGame } from "./service.ts";
import { cancelRegistration, registerForGame } from "../registrations/service.ts";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

describe("creating, editing and cancelling a game", () => {
  it("stores every field and shows them back on the game's page", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ pyrotechnics: ["smoke"], facilities: ["parking", "toilets"] }));
    const page = await getGame(database.db, null, id);
    expect(page.title).toBe("Opération Brouillard");
    expect(page.organizer?.username).toBe(organizer.username);
    expect(page.pyrotechnics).toEqual(["smoke"]);
    expect(page.facilities).toEqual(["parking", "toilets"]);
    expect(page.powerLimits.dmr).toEqual({ min: 350, max: 450 });
    expect(page.placesLeft).toBe(40);
    expect(page.isOrganizer).toBe(false);
    expect(page.paymentUrl).toBeNull();

    const paid = await createGame(database.db, organizer, gameInput({ paymentUrl: "https://pay.example/brouillard" }));
    expect((await getGame(database.db, null, paid.id)).paymentUrl).toBe("https://pay.example/brouillard");
  });

  it("keeps its place's time zone, from the address, and a new one when the place moves", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db, "Joueur");
    const { id } = await createGame(database.db, organizer, gameInput());
    expect((await getGame(database.db, null, id)).timeZone).toBe("Europe/Paris");
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    const canary = { street: "Camino del Monte", city: "Las Palmas", postalCode: "35017", country: "es" as const, latitude: 28.1, longitude: -15.45 };
    await updateGame(database.db, organizer, { gameId: id, ...gameInput({ address: canary }) });
    expect((await getGame(database.db, null, id)).timeZone).toBe("Atlantic/Canary");
    // The players are told with the new zone, so their notification says the field's time.
    expect(await notificationsOf(player.id)).toContainEqual(
      expect.objectContaining({ type: "game_changed", payload: { game: expect.objectContaining({ id, timeZone: "Atlantic/Canary" }) } }),
    );
    const found = await searchGames(database.db, null, { id });
    expect(found.items[0]?.timeZone).toBe("Atlantic/Canary");
  });

  it("shows the viewer their own registration and how many wait", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db, "Joueur");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2 }));
    for (const p of [player, await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db)]) {
      await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 });
    }

    const waiting = await createPlayer(database.db, "Patient");
    await registerForGame(database.db, waiting, { gameId: id, replicas: AEG_300 });

    const seen = await getGame(database.db, player.id, id);
    expect(seen).toMatchObject({ waitlistedCount: 3, placesLeft: 0, myRegistration: { status: "confirmed", paymentStatus: "unpaid", replicas: AEG_300 } });
    expect((await getGame(database.db, waiting.id, id)).myRegistration).toMatchObject({ status: "waitlisted" });
    expect((await getGame(database.db, null, id)).myRegistration).toBeNull();
    expect((await getGame(database.db, organizer.id, id)).myRegistration).toBeNull();
    await cancelRegistration(database.db, player, id);
    expect(await getGame(database.db, player.id, id)).toMatchObject({ waitlistedCount: 2, myRegistration: null });
  });

  it("refuses bad input with a key per field", () => {
    const now = new Date("2030-01-01T10:00:00Z");
    const schema = createGameSchemaAt(() => now);
    const result = schema.safeParse({
      ...gameInput({ startsAt: new Date("2029-12-31T10:00:00Z"), endsAt: new Date("2029-12-31T09:00:00Z") }),
      title: "ab",
      description: "court",
      maxPlayers: 1,
      priceCents: 499,
      powerLimits: { ...gameInput().powerLimits, aeg: { min: 350, max: 300 } },
      photoKeys: ["1", "2", "3", "4", "5", "6"],
      termsAccepted: false,
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toMatchObject({
      title: "title_too_short",
      description: "text_too_short",
      maxPlayers: "players_too_few",
      priceCents: "price_too_low",
      "powerLimits.aeg.max": "power_max_below_min",
      photoKeys: "too_many_images",
      termsAccepted: "terms_required",
    });
  });

  it("lets only the organizer edit or cancel, and tells the registrants, waiting ones too", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const stranger = await createPlayer(database.db, "Intrus");
    const player = await createPlayer(database.db, "Joueur");
    const waiting = await createPlayer(database.db, "Patient");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2 }));
    await registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "aeg", fps: 330, name: "" }] });
    await registerForGame(database.db, await createPlayer(database.db), { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, waiting, { gameId: id, replicas: AEG_300 });

    expect(await appCodeOf(updateGame(database.db, stranger, { ...gameInput({ title: "Piraté" }), gameId: id }))).toBe("FORBIDDEN");
    expect(await appCodeOf(cancelGame(database.db, stranger, id))).toBe("FORBIDDEN");
    expect((await getGame(database.db, null, id)).title).toBe("Opération Brouillard");

    expect(await updateGame(database.db, organizer, { ...gameInput({ title: "Opération Brume", maxPlayers: 2 }), gameId: id })).toEqual({ id });
    expect((await getGame(database.db, null, id)).title).toBe("Opération Brume");
    expect(await cancelGame(database.db, organizer, id, "Terrain inondé : remboursement par virement cette semaine.")).toEqual({ id, cancelled: 1 });
    expect((await getGame(database.db, null, id)).cancelledAt).toBeInstanceOf(Date);
    expect(await appCodeOf(updateGame(database.db, organizer, { ...gameInput(), gameId: id }))).toBe("GAME_NOT_OPEN");
    expect(await appCodeOf(cancelGame(database.db, organizer, 2_000_000_000))).toBe("NOT_FOUND");

    for (const registrant of [player, waiting]) {
      expect(await notificationsOf(registrant.id)).toMatchObject([
        { type: "game_changed", payload: { game: { id, title: "Opération Brume" } } },
        { type: "game_cancelled", payload: { game: { id, title: "Opération Brume" }, message: "Terrain inondé : remboursement par virement cette semaine." } },
      ]);
    }
  });

  it("moves the waitlist up when places are added; those moved up are told that, the others that the game changed", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2 }));
    const players = [];
    for (let i = 0; i < 5; i++) players.push(await createPlayer(database.db));
    for (const p of players) await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 });

    await updateGame(database.db, organizer, { ...gameInput({ maxPlayers: 4 }), gameId: id });
    expect(await getGame(database.db, null, id)).toMatchObject({ confirmedCount: 4, waitlistedCount: 1, placesLeft: 0 });
    const told = await Promise.all(players.map(async (p) => (await notificationsOf(p.id)).map((n) => n.type)));
    expect(told).toEqual([["game_changed"], ["game_changed"], ["game_waitlist_promoted"], ["game_waitlist_promoted"], ["game_changed"]]);
  });

  it("cannot lower the places below the confirmed players", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2 }));
    for (let i = 0; i < 2; i++) {
      const p = await createPlayer(database.db);
      await registerForGame(database.db, p, { gameId: id, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });
    }
    expect(await appCodeOf(updateGame(database.db, organizer, { ...gameInput({ maxPlayers: 1 }), gameId: id }))).toBe("MAX_PLAYERS_BELOW_CONFIRMED");
    // As many places as confirmed players: the game is full, which is fine.
    await updateGame(database.db, organizer, { ...gameInput({ maxPlayers: 2 }), gameId: id });
    expect((await getGame(database.db, null, id)).placesLeft).toBe(0);
  });
});

describe("over HTTP", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("lists public games to anyone and refuses creation without a session", async () => {
    const anonymous = new Client(app.app);
    const list = await anonymous.query<{ items: unknown[] }>("games.getGames", { limit: 5 });
    expect(list.ok, list.raw).toBe(true);
    const title = `Jamais créée ${Date.now()}`;
    const created = await anonymous.mutation("games.createGame", gameInput({ title }));
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.data.appCode).toBe("UNAUTHENTICATED");
    expect(await database.db.select({ id: game.id }).from(game).where(eq(game.title, title))).toEqual([]);
  });

  it("rejects a malformed search with a validation error", async () => {
    const anonymous = new Client(app.app);
    const result = await anonymous.query("games.getGames", { radiusKm: 33 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.data.appCode).toBe("VALIDATION_FAILED");
  });

  it("never shows registrations to anyone but the organizer", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db, "Joueur");
    const { id } = await createGame(database.db, organizer, gameInput());
    await registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });

    const stranger = await createPlayer(database.db, "Intrus");
    const registrationsAs = async (userId: string | null) => {
      const client = new Client(app.app);
      if (userId) {
        const cookie = await sessionCookieFor(database.db, userId);
        client.cookies.set(cookie.name, cookie.value);
      }
      return client.query<{ registrations: { username: string | null }[] }>("registrations.getGameRegistrations", { gameId: id });
    };

    expect(expectError(await registrationsAs(null)).data.appCode).toBe("UNAUTHENTICATED");
    expect(expectError(await registrationsAs(stranger.id)).data.appCode).toBe("FORBIDDEN");
    expect(expectOk(await registrationsAs(organizer.id)).registrations.map((r) => r.username)).toEqual([player.username]);
  });
});
