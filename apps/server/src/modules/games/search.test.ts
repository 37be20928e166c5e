import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { createGame, searchGames } from "./service.ts";
import { registerForGame } from "../registrations/service.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

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
