import { createGameSchemaAt } from "@escouade/contracts/games";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification } from "../../db/schema/index.ts";
import { cancelGame, createGame, getGame, regenerateShareToken, searchGames, updateGame } from "./service.ts";
import { cancelRegistration, registerForGame } from "../registrations/service.ts";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const AEG_300 = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

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

describe("visibility", () => {
  it("shows public games to all, friends-only games to friends, private games only by link", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const friend = await createPlayer(database.db, "Ami");
    const stranger = await createPlayer(database.db, "Inconnu");
    await makeFriends(database.db, organizer, friend);
    const title = `Visi-${Date.now()}`;
    const pub = await createGame(database.db, organizer, gameInput({ title: `${title} pub`, visibility: "public" }));
    const friends = await createGame(database.db, organizer, gameInput({ title: `${title} amis`, visibility: "friends" }));
    const priv = await createGame(database.db, organizer, gameInput({ title: `${title} privée`, visibility: "private" }));

    const listedFor = async (viewer: string | null) =>
      (await searchGames(database.db, viewer, { q: title, limit: 50 })).items.map((g) => g.id).sort((a, b) => a - b);
    expect(await listedFor(null)).toEqual([pub.id]);
    expect(await listedFor(stranger.id)).toEqual([pub.id]);
    expect(await listedFor(friend.id)).toEqual([pub.id, friends.id]);
    expect(await listedFor(organizer.id)).toEqual([pub.id, friends.id]);

    // By direct link.
    const { shareToken } = await getGame(database.db, organizer.id, priv.id);
    expect(shareToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await getGame(database.db, null, priv.id, shareToken!)).id).toBe(priv.id);
    expect(await appCodeOf(getGame(database.db, null, friends.id))).toBe("NOT_FOUND");
    expect(await appCodeOf(getGame(database.db, stranger.id, friends.id))).toBe("NOT_FOUND");
    expect((await getGame(database.db, friend.id, friends.id)).id).toBe(friends.id);
    expect((await getGame(database.db, organizer.id, friends.id)).isOrganizer).toBe(true);
    // getGames({id}) names one game, with the same rules as its page.
    const byId = async (viewer: string | null, id: number) => (await searchGames(database.db, viewer, { id })).items.map((g) => g.id);
    expect(await byId(null, priv.id)).toEqual([]);
    expect((await searchGames(database.db, null, { id: priv.id, shareToken: shareToken! })).items.map((g) => g.id)).toEqual([priv.id]);
    expect(await byId(stranger.id, friends.id)).toEqual([]);
    expect(await byId(friend.id, friends.id)).toEqual([friends.id]);
    // A stranger cannot register for a friends-only game either.
    expect(await appCodeOf(registerForGame(database.db, stranger, { gameId: friends.id, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("private games", () => {
  async function privateGame() {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ visibility: "private" }));
    const { shareToken } = await getGame(database.db, organizer.id, id);
    return { organizer, id, token: shareToken! };
  }

  it("do not exist without their link's token, signed in or not, whatever the id: counting ids finds nothing", async () => {
    const { id, token } = await privateGame();
    const stranger = await createPlayer(database.db, "Curieux");
    for (const viewer of [null, stranger.id]) {
      expect(await appCodeOf(getGame(database.db, viewer, id))).toBe("NOT_FOUND");
      expect(await appCodeOf(getGame(database.db, viewer, id, "0".repeat(32)))).toBe("NOT_FOUND");
      expect(await appCodeOf(getGame(database.db, viewer, id, token.slice(0, 31)))).toBe("NOT_FOUND");
      expect((await searchGames(database.db, viewer, { id })).items).toEqual([]);
    }
    expect(await appCodeOf(registerForGame(database.db, stranger, { gameId: id, replicas: AEG_300 }))).toBe("NOT_FOUND");
    // The page a link opens hides the link itself from whoever came by it.
    const opened = await getGame(database.db, stranger.id, id, token);
    expect({ id: opened.id, shareToken: opened.shareToken, isOrganizer: opened.isOrganizer }).toEqual({ id, shareToken: null, isOrganizer: false });
  });

  it("open for their registrants without the link once they registered with it, until they withdraw", async () => {
    const { id, token } = await privateGame();
    const player = await createPlayer(database.db, "Invité");
    await registerForGame(database.db, player, { gameId: id, shareToken: token, replicas: AEG_300 });
    expect((await getGame(database.db, player.id, id)).myRegistration?.status).toBe("confirmed");
    expect((await searchGames(database.db, player.id, { id })).items.map((g) => g.id)).toEqual([id]);
    await cancelRegistration(database.db, player, id);
    expect(await appCodeOf(getGame(database.db, player.id, id))).toBe("NOT_FOUND");
  });

  it("get a new link from their organizer only; the old one stops opening the game, registrants keep it", async () => {
    const { organizer, id, token } = await privateGame();
    const registrant = await createPlayer(database.db, "Inscrit");
    await registerForGame(database.db, registrant, { gameId: id, shareToken: token, replicas: AEG_300 });
    const other = await createPlayer(database.db, "Autre");

    expect(await appCodeOf(regenerateShareToken(database.db, registrant, id))).toBe("NOT_FOUND");
    const { shareToken: fresh } = await regenerateShareToken(database.db, organizer, id);
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(token);
    expect((await getGame(database.db, organizer.id, id)).shareToken).toBe(fresh);

    expect(await appCodeOf(getGame(database.db, other.id, id, token))).toBe("NOT_FOUND");
    expect(await appCodeOf(registerForGame(database.db, other, { gameId: id, shareToken: token, replicas: AEG_300 }))).toBe("NOT_FOUND");
    expect((await getGame(database.db, other.id, id, fresh)).id).toBe(id);
    expect((await getGame(database.db, registrant.id, id)).id).toBe(id);
  });

  it("keep a friends-only game to friends: a token opens nothing but its own private game", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const stranger = await createPlayer(database.db, "Inconnu");
    const { id } = await createGame(database.db, organizer, gameInput({ visibility: "friends" }));
    const [row] = await database.db.select({ shareToken: game.shareToken }).from(game).where(eq(game.id, id));
    expect(await appCodeOf(getGame(database.db, stranger.id, id, row!.shareToken))).toBe("NOT_FOUND");
    const other = await privateGame();
    expect(await appCodeOf(getGame(database.db, stranger.id, id, other.token))).toBe("NOT_FOUND");
    expect((await getGame(database.db, organizer.id, id)).shareToken).toBeNull();
  });
});

describe("radius search", () => {
  it("returns exactly the games inside the circle, with their distance", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const tag = `Rayon-${Date.now()}`;
    // Around Lyon (45.764, 4.8357): Villeurbanne ~5 km, Vienne ~27 km, Saint-Étienne ~50 km, Grenoble ~95 km, Paris ~392 km.
    const places = [
      { city: "Villeurbanne", latitude: 45.7719, longitude: 4.8902 },
      { city: "Vienne", latitude: 45.5255, longitude: 4.8745 },
      { city: "Saint-Étienne", latitude: 45.4397, longitude: 4.3872 },
      { city: "Grenoble", latitude: 45.1885, longitude: 5.7245 },
      { city: "Paris", latitude: 48.8566, longitude: 2.3522 },
    ];
    for (const p of places) {
      await createGame(
        database.db,
        organizer,
        gameInput({ title: `${tag} ${p.city}`, address: { street: "Route du terrain", postalCode: "", country: "fr", ...p } }),
      );
    }
    const citiesWithin = async (radiusKm: 10 | 25 | 50 | 100 | 200) => {
      const { items, total } = await searchGames(database.db, null, { q: tag, latitude: 45.764, longitude: 4.8357, radiusKm, limit: 50 });
      expect(total).toBe(items.length);
      return items.map((g) => g.city).sort();
    };
    expect(await citiesWithin(10)).toEqual(["Villeurbanne"]);
    expect(await citiesWithin(25)).toEqual(["Villeurbanne"]);
    expect(await citiesWithin(50)).toEqual(["Vienne", "Villeurbanne"]);
    expect(await citiesWithin(100)).toEqual(["Grenoble", "Saint-Étienne", "Vienne", "Villeurbanne"]);
    const { items } = await searchGames(database.db, null, { q: tag, latitude: 45.764, longitude: 4.8357, radiusKm: 200, limit: 50 });
    const vienne = items.find((g) => g.city === "Vienne");
    expect(vienne?.distanceKm).toBeGreaterThan(26);
    expect(vienne?.distanceKm).toBeLessThan(28);

    // A centre without a radius sorts nothing out but still measures; a radius needs a whole centre.
    const centred = await searchGames(database.db, null, { q: tag, latitude: 45.764, longitude: 4.8357, limit: 50 });
    expect(centred.items).toHaveLength(5);
    expect(centred.items.find((g) => g.city === "Paris")?.distanceKm).toBeGreaterThan(390);
    for (const partial of [{ radiusKm: 10 as const }, { latitude: 45.764, radiusKm: 10 as const }, { longitude: 4.8357, radiusKm: 10 as const }]) {
      const { items: found } = await searchGames(database.db, null, { q: tag, limit: 50, ...partial });
      expect(found.map((g) => g.distanceKm)).toEqual([null, null, null, null, null]);
    }
  });

  it("pages with a cursor without skipping or repeating, and filters price, type, places and language", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const tag = `Page-${Date.now()}`;
    const base = Date.now() + 10 * 24 * 3600 * 1000;
    for (let i = 0; i < 7; i++) {
      await createGame(
        database.db,
        organizer,
        gameInput({
          title: `${tag} ${i}`,
          startsAt: new Date(base + i * 3600_000),
          endsAt: new Date(base + i * 3600_000 + 7200_000),
          priceCents: 500 + i * 500,
          type: i % 2 ? "cqb" : "operation",
          languages: i === 3 ? ["de"] : ["fr"],
          maxPlayers: i === 0 ? 2 : 40,
        }),
      );
    }
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await searchGames(database.db, null, { q: tag, limit: 3, cursor });
      pages.push(page.items.map((g) => g.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual([[0, 1, 2], [3, 4, 5], [6]].map((page) => page.map((i) => `${tag} ${i}`)));
    // A last page that is exactly full says so: no cursor to an empty one.
    const cqb = await searchGames(database.db, null, { q: tag, type: "cqb", limit: 3 });
    expect([cqb.items.length, cqb.total, cqb.nextCursor]).toEqual([3, 3, null]);

    expect((await searchGames(database.db, null, { q: tag, maxPriceCents: 1500 })).items).toHaveLength(3);
    expect((await searchGames(database.db, null, { q: tag, type: "cqb" })).items).toHaveLength(3);
    expect((await searchGames(database.db, null, { q: tag, language: "de" })).items.map((g) => g.title)).toEqual([`${tag} 3`]);
    const [first] = (await searchGames(database.db, null, { q: `${tag} 0` })).items;
    for (let i = 0; i < 2; i++) {
      const p = await createPlayer(database.db);
      await registerForGame(database.db, p, { gameId: first!.id, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });
    }
    expect((await searchGames(database.db, null, { q: tag, placesLeft: true })).items.map((g) => g.title)).not.toContain(`${tag} 0`);
  });
});

describe("text search", () => {
  it("takes % and _ literally", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const tag = `Joker${Date.now()}`;
    for (const title of [`${tag} 100% airsoft`, `${tag} 1000 airsoft`, `${tag} CQB_nuit`, `${tag} CQB-nuit`]) {
      await createGame(database.db, organizer, gameInput({ title }));
    }
    const titles = async (q: string) => (await searchGames(database.db, null, { q, limit: 50 })).items.map((g) => g.title);
    expect(await titles(`${tag} 100%`)).toEqual([`${tag} 100% airsoft`]);
    expect(await titles(`${tag} CQB_`)).toEqual([`${tag} CQB_nuit`]);
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
