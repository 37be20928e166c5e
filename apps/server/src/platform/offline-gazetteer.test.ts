import { COUNTRY_CODES } from "@escouade/contracts/countries";
import { haversineKm } from "@escouade/contracts/geo";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineGazetteer, loadAllTheCities, normalizePlaceName, OTHER_CITY_NAMES, type GeoNamesCity } from "./offline-gazetteer.ts";

const LYON = { latitude: 45.76, longitude: 4.83 };

/** The real data, loaded once for the whole file (each gazetteer still builds its own index). */
let allCities: GeoNamesCity[];
const gazetteer = createOfflineGazetteer({ loadCities: () => allCities });

beforeAll(() => {
  allCities = loadAllTheCities();
});

describe("offline gazetteer", () => {
  const search = (query: string, limit = 5) => gazetteer.search({ query, limit });

  it("finds Lyon first for 'lyon', with its coordinates and no postal code", async () => {
    const [lyon] = await search("lyon");
    expect(lyon).toMatchObject({ label: "Lyon", city: "Lyon", country: "fr", source: "offline" });
    expect(lyon).not.toHaveProperty("postalCode");
    expect(haversineKm(lyon!, LYON)).toBeLessThan(3);
  });

  it.each(["saint etienne", "SAINT-ETIENNE", "Saint-Étienne", "saint   étienne"])("finds Saint-Étienne first, accents and case aside (%s)", async (query) => {
    const [first] = await search(query);
    expect(first).toMatchObject({ city: "Saint-Étienne", country: "fr" });
    expect(haversineKm(first!, { latitude: 45.434, longitude: 4.39 })).toBeLessThan(3);
  });

  it("matches the start of any word of the name", async () => {
    const cities = (await search("etienne", 10)).map((p) => p.city);
    expect(cities).toContain("Saint-Étienne");
    expect(cities[0]).toBe("Saint-Étienne"); // the most populated of the matches
  });

  it("puts the most populous of two same-named cities first", async () => {
    const places = await search("Freiburg", 5);
    expect(places.map((p) => [p.city, p.country])).toEqual([
      ["Freiburg", "de"],
      ["Freiburg", "de"],
    ]);
    expect(haversineKm(places[0]!, { latitude: 47.996, longitude: 7.852 })).toBeLessThan(3); // im Breisgau, 216 000 inhabitants
    expect(haversineKm(places[1]!, { latitude: 53.825, longitude: 9.288 })).toBeLessThan(3); // (Elbe), 1 890
  });

  it("finds cities in other served countries", async () => {
    expect((await search("Barcelona"))[0]).toMatchObject({ city: "Barcelona", country: "es" });
    expect((await search("Köln"))[0]).toMatchObject({ city: "Köln", country: "de" });
    expect((await search("koln"))[0]).toMatchObject({ city: "Köln", country: "de" });
    expect((await search("Kraków"))[0]).toMatchObject({ country: "pl" });
    expect((await search("london"))[0]).toMatchObject({ city: "London", country: "gb" });
  });

  it("knows the French, local and English names of large cities", async () => {
    expect((await search("Bruxelles"))[0]).toMatchObject({ city: "Brussels", country: "be" });
    expect((await search("londres"))[0]).toMatchObject({ city: "London", country: "gb" });
    expect((await search("Varsovie"))[0]).toMatchObject({ city: "Warsaw", country: "pl" });
    expect((await search("munchen"))[0]).toMatchObject({ city: "Munich", country: "de" });
    // "Vienne" is also a French town: both come, the larger first.
    expect((await search("Vienne")).slice(0, 2).map((p) => [p.city, p.country])).toEqual([
      ["Vienna", "at"],
      ["Vienne", "fr"],
    ]);
  });

  it("finds the city behind every other name of the table", async () => {
    const missing: string[] = [];
    for (const [otherName, name, country] of OTHER_CITY_NAMES) {
      const places = await search(otherName, 10);
      if (!places.some((p) => p.city === name && p.country === country)) missing.push(`${otherName} -> ${name} (${country})`);
    }
    expect(missing).toEqual([]);
  });

  it("ignores countries outside the 30 served", async () => {
    expect(await search("Toronto")).toEqual([]);
    const barcelonas = await search("Barcelona", 10);
    expect(barcelonas.length).toBeGreaterThan(0);
    expect(barcelonas.every((p) => p.country === "es")).toBe(true); // the Philippines and Venezuela have some too
    const parises = await search("Paris", 10);
    expect(parises.every((p) => (COUNTRY_CODES as readonly string[]).includes(p.country))).toBe(true);
    expect(parises.filter((p) => p.city === "Paris")).toHaveLength(1); // not the ones in Canada or the United States
  });

  it("finds the city at the end of a full address, and ignores postal codes", async () => {
    expect((await search("12 rue de la République, 69002 Lyon"))[0]).toMatchObject({ city: "Lyon", country: "fr" });
    expect((await search("69000 Lyon"))[0]).toMatchObject({ city: "Lyon" });
    expect(await search("69000")).toEqual([]);
  });

  it("suggests the town of a street typed without commas, when no address can be found", async () => {
    expect((await search("12 rue de la République 69002 Lyon"))[0]).toMatchObject({ city: "Lyon", country: "fr" });
    expect((await search("Chemin des Bois Grenoble"))[0]).toMatchObject({ city: "Grenoble" });
  });

  it("returns at most `limit` places, and nothing for an unknown name", async () => {
    expect(await search("saint", 7)).toHaveLength(7);
    expect(await search("xqzzyw")).toEqual([]);
  });

  it("loads the data once, on the first search only", async () => {
    let loads = 0;
    const lazy = createOfflineGazetteer({
      loadCities: () => {
        loads += 1;
        return allCities;
      },
    });
    expect(loads).toBe(0);
    await lazy.search({ query: "Lyon", limit: 1 });
    await lazy.search({ query: "Nantes", limit: 1 });
    expect(loads).toBe(1);
  });

  it("does not keep the 135 000 loaded places once read (module cache and require cleaned up)", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    let loaded: GeoNamesCity[] | undefined = loadAllTheCities();
    const watcher = new WeakRef(loaded);
    expect(loaded.length).toBeGreaterThan(100_000);
    loaded = undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(watcher.deref()).toBeUndefined();
  });

  it("ranks exact names, then name prefixes, then later words, each by population (fixture)", async () => {
    const city = (name: string, population: number, country = "FR"): GeoNamesCity => ({ name, country, population, loc: { coordinates: [2, 48] } });
    const fixture = createOfflineGazetteer({
      loadCities: () => [
        city("Val-de-Reuil", 13_000),
        city("Reuilly", 1_900),
        city("Reuil", 1_000),
        city("Rueil-Malmaison", 78_000),
        city("Bois-Reuil", 90_000),
        city("Reuil", 500_000, "US"),
        city("Reuil-en-Brie", 5_000),
      ],
    });
    expect((await fixture.search({ query: "reuil", limit: 10 })).map((p) => p.city)).toEqual([
      "Reuil", // exact
      "Reuil-en-Brie", // prefixes, by population
      "Reuilly",
      "Bois-Reuil", // later words, by population
      "Val-de-Reuil",
    ]);
  });

  it("normalizes names: accents, case, punctuation and letters that do not decompose", () => {
    expect(normalizePlaceName("  Saint-Étienne-du-Rouvray ")).toBe("saint etienne du rouvray");
    expect(normalizePlaceName("L'Haÿ-les-Roses")).toBe("l hay les roses");
    expect(normalizePlaceName("Gießen")).toBe("giessen");
    expect(normalizePlaceName("Ærøskøbing")).toBe("aeroskobing");
    expect(normalizePlaceName("Łódź")).toBe("lodz");
  });
});

// ---- the service ----
