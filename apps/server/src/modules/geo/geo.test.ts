import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { COUNTRY_CODES } from "@escouade/contracts/countries";
import { addressSearchSchema, GEO_VALIDATION, haversineKm, type AddressSearchInput, type GeoPlace } from "@escouade/contracts/geo";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { searchAddresses, type GeoDeps } from "./service.ts";
import { createGeocoder, GeocoderError } from "../../platform/geocoder.ts";
import { createOfflineGazetteer, loadAllTheCities, normalizePlaceName, OTHER_CITY_NAMES, type GeoNamesCity } from "../../platform/offline-gazetteer.ts";
import { AppError } from "../../core/app-error.ts";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";

// ---- a real HTTP server speaking the national address API (BAN) protocol ----

type Mode = "answer" | "fail" | "hang" | "stall-body" | "bad-json" | "not-geojson";

const point = (longitude: number, latitude: number) => ({ type: "Point", coordinates: [longitude, latitude] });

/** Features as api-adresse.data.gouv.fr sends them (trimmed to a few per query). */
const CANNED: Record<string, unknown[]> = {
  "8 bd du port": [
    {
      type: "Feature",
      geometry: point(2.290084, 49.897443),
      properties: {
        label: "8 Boulevard du Port 80000 Amiens", score: 0.4916, housenumber: "8", id: "80021_6590_00008", name: "8 Boulevard du Port",
        postcode: "80000", citycode: "80021", x: 648952.58, y: 6977867.25, city: "Amiens", context: "80, Somme, Hauts-de-France",
        type: "housenumber", importance: 0.6707, street: "Boulevard du Port",
      },
    },
    {
      type: "Feature",
      geometry: point(2.289921, 49.897322),
      properties: {
        label: "Boulevard du Port 80000 Amiens", score: 0.45, id: "80021_6590", name: "Boulevard du Port", postcode: "80000", citycode: "80021",
        x: 648940.1, y: 6977854.1, city: "Amiens", context: "80, Somme, Hauts-de-France", type: "street", importance: 0.67, street: "Boulevard du Port",
      },
    },
  ],
  lyon: [
    {
      type: "Feature",
      geometry: point(4.835, 45.758),
      properties: {
        label: "Lyon", score: 0.97, id: "69123", name: "Lyon", postcode: "69001", citycode: "69123", x: 842656.5, y: 6519267.6,
        city: "Lyon", context: "69, Rhône, Auvergne-Rhône-Alpes", type: "municipality", importance: 0.72,
      },
    },
  ],
  // Some answers leave `city` out of municipalities: the name is the city.
  marseille: [
    {
      type: "Feature",
      geometry: point(5.405, 43.282),
      properties: { label: "Marseille", score: 0.96, id: "13055", name: "Marseille", postcode: "13001", citycode: "13055", type: "municipality" },
    },
  ],
  "lieu-dit": [
    { type: "Feature", geometry: point(1, 47), properties: { label: "Broken", name: "Broken", type: "street" } },
    { type: "Feature", geometry: point(1, 47), properties: { name: "No label", type: "street", city: "Nowhere" } },
    { type: "Feature", geometry: { type: "Point", coordinates: [1] }, properties: { label: "Bad point", name: "Bad point", type: "street" } },
    {
      type: "Feature",
      geometry: point(-1.553621, 47.218371),
      properties: { label: "Le Bourg 44000 Nantes", name: "Le Bourg", type: "locality", postcode: "44000", city: "Nantes", citycode: "44109" },
    },
  ],
};

interface FakeBan {
  url: string;
  mode: Mode;
  requests: URL[];
  close(): Promise<void>;
}

async function startFakeBan(): Promise<FakeBan> {
  const fake: FakeBan = { url: "", mode: "answer", requests: [], close: async () => {} };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake");
    fake.requests.push(url);
    if (!url.pathname.endsWith("/search/")) return void response.writeHead(404).end();
    const q = url.searchParams.get("q") ?? "";
    const limit = Number(url.searchParams.get("limit") ?? 5);
    const json = { "content-type": "application/json" };
    switch (fake.mode) {
      case "fail":
        return void response.writeHead(500, json).end(JSON.stringify({ code: 500, message: "Internal error" }));
      case "hang":
        return; // never answers
      case "stall-body":
        response.writeHead(200, json);
        return void response.write('{"type":"FeatureCollection","features":[');
      case "bad-json":
        return void response.writeHead(200, json).end("<html>Bad gateway</html>");
      case "not-geojson":
        return void response.writeHead(200, json).end(JSON.stringify({ results: [] }));
      case "answer": {
        const features = (CANNED[q.toLowerCase()] ?? []).slice(0, limit);
        return void response.writeHead(200, json).end(JSON.stringify({ type: "FeatureCollection", version: "draft", features, query: q }));
      }
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

// ---- helpers ----

interface LogEntry {
  level: "warn" | "error";
  obj: object;
  msg: string;
}

function recordingLog() {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (obj: object, msg: string) => void entries.push({ level: "warn", obj, msg }),
    error: (obj: object, msg: string) => void entries.push({ level: "error", obj, msg }),
  };
}

const input = (value: AddressSearchInput) => addressSearchSchema.parse(value);
const TIMEOUT_MS = 300;
const LYON = { latitude: 45.76, longitude: 4.83 };

let ban: FakeBan;
/** The real data, loaded once for the whole file (each gazetteer still builds its own index). */
let allCities: GeoNamesCity[];
const gazetteer = createOfflineGazetteer({ loadCities: () => allCities });

beforeAll(async () => {
  ban = await startFakeBan();
  allCities = loadAllTheCities();
});
afterAll(async () => {
  await ban.close();
});
afterEach(() => {
  ban.mode = "answer";
  ban.requests.length = 0;
});

function deps(overrides: Partial<GeoDeps> = {}) {
  const log = recordingLog();
  return { log, deps: { geocoder: createGeocoder({ url: ban.url, timeoutMs: TIMEOUT_MS, log }), gazetteer, log, ...overrides } satisfies GeoDeps };
}

// ---- the geocoder client ----

describe("geocoder (national address API protocol)", () => {
  it("maps house numbers and streets: address line, city, postal code, France, [lon, lat] turned around", async () => {
    const { deps: d } = deps();
    const places = await d.geocoder.search(input({ query: "8 bd du Port" }));
    expect(places).toEqual<GeoPlace[]>([
      {
        label: "8 Boulevard du Port 80000 Amiens", street: "8 Boulevard du Port", city: "Amiens", postalCode: "80000",
        country: "fr", latitude: 49.897443, longitude: 2.290084, source: "geocoder",
      },
      {
        label: "Boulevard du Port 80000 Amiens", street: "Boulevard du Port", city: "Amiens", postalCode: "80000",
        country: "fr", latitude: 49.897322, longitude: 2.289921, source: "geocoder",
      },
    ]);
  });

  it("maps a municipality to a city with no address line", async () => {
    const { deps: d } = deps();
    const [lyon, ...rest] = await d.geocoder.search(input({ query: "Lyon", kind: "city" }));
    expect(rest).toEqual([]);
    expect(lyon).toEqual({ label: "Lyon", city: "Lyon", postalCode: "69001", country: "fr", latitude: 45.758, longitude: 4.835, source: "geocoder" });
    expect(lyon).not.toHaveProperty("street");
    const [marseille] = await d.geocoder.search(input({ query: "Marseille", kind: "city" }));
    expect(marseille).toEqual({ label: "Marseille", city: "Marseille", postalCode: "13001", country: "fr", latitude: 43.282, longitude: 5.405, source: "geocoder" });
  });

  it("sends q, limit and autocomplete, and asks for municipalities only for a city", async () => {
    const { deps: d } = deps();
    await d.geocoder.search(input({ query: "8 bd du Port", limit: 3 }));
    await d.geocoder.search(input({ query: "Lyon", kind: "city" }));
    const [address, city] = ban.requests;
    expect(address?.pathname).toBe("/search/");
    expect(Object.fromEntries(address!.searchParams)).toEqual({ q: "8 bd du Port", limit: "3", autocomplete: "1" });
    expect(Object.fromEntries(city!.searchParams)).toEqual({ q: "Lyon", limit: "5", autocomplete: "1", type: "municipality" });
  });

  it("keeps a path in the configured URL, with or without a trailing slash", async () => {
    const log = recordingLog();
    await createGeocoder({ url: `${ban.url}/ban`, log }).search(input({ query: "Lyon" }));
    await createGeocoder({ url: `${ban.url}/ban/`, log }).search(input({ query: "Lyon" }));
    expect(ban.requests.map((r) => r.pathname)).toEqual(["/ban/search/", "/ban/search/"]);
  });

  it("skips features without a label or a usable point, says so in the log, keeps the rest", async () => {
    const { deps: d, log } = deps();
    const places = await d.geocoder.search(input({ query: "lieu-dit" }));
    expect(places.map((p) => p.label)).toEqual(["Broken", "Le Bourg 44000 Nantes"]);
    expect(places[0]).toEqual({ label: "Broken", street: "Broken", city: "Broken", country: "fr", latitude: 47, longitude: 1, source: "geocoder" });
    expect(places[1]).toMatchObject({ street: "Le Bourg", city: "Nantes", postalCode: "44000" });
    expect(log.entries).toEqual([{ level: "warn", obj: { skipped: 2 }, msg: expect.stringContaining("skipped") }]);
  });

  it("returns an empty list when the API finds nothing", async () => {
    const { deps: d } = deps();
    expect(await d.geocoder.search(input({ query: "zzzz introuvable" }))).toEqual([]);
  });

  it.each([
    ["an HTTP 500", "fail", /HTTP 500/],
    ["a body that is not JSON", "bad-json", /invalid JSON/],
    ["JSON that is not a FeatureCollection", "not-geojson", /FeatureCollection/],
    ["no answer at all", "hang", /no answer within 300 ms/],
    ["a body that stops half-way", "stall-body", /no answer within 300 ms/],
  ] as const)("throws a GeocoderError on %s", async (_name, mode, message) => {
    ban.mode = mode;
    const { deps: d } = deps();
    const started = performance.now();
    const failure = d.geocoder.search(input({ query: "Lyon" }));
    await expect(failure).rejects.toBeInstanceOf(GeocoderError);
    await expect(failure).rejects.toThrow(message);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it("throws a GeocoderError when nothing listens on the port", async () => {
    const closed = await startFakeBan();
    await closed.close();
    const failure = createGeocoder({ url: closed.url, log: recordingLog() }).search(input({ query: "Lyon" }));
    await expect(failure).rejects.toThrow(/geocoder failed: unreachable/);
    await expect(failure).rejects.toBeInstanceOf(GeocoderError);
  });
});

// ---- the offline gazetteer ----

describe("offline gazetteer", () => {
  const search = (query: string, limit = 5) => gazetteer.search({ query, limit });

  it("finds Lyon first for 'lyon', with its coordinates and no postal code", async () => {
    const [lyon] = await search("lyon");
    expect(lyon).toMatchObject({ label: "Lyon", city: "Lyon", country: "fr", source: "offline" });
    expect(lyon).not.toHaveProperty("postalCode");
    expect(haversineKm(lyon!, LYON)).toBeLessThan(3);
  });

  it.each(["saint etienne", "SAINT-ETIENNE", "Saint-Étienne", "saint   étienne"])(
    "finds Saint-Étienne first, accents and case aside (%s)",
    async (query) => {
      const [first] = await search(query);
      expect(first).toMatchObject({ city: "Saint-Étienne", country: "fr" });
      expect(haversineKm(first!, { latitude: 45.434, longitude: 4.39 })).toBeLessThan(3);
    },
  );

  it("matches the start of any word of the name", async () => {
    const cities = (await search("etienne", 10)).map((p) => p.city);
    expect(cities).toContain("Saint-Étienne");
    expect(cities[0]).toBe("Saint-Étienne"); // the most populated of the matches
  });

  it("puts the most populous of two same-named cities first", async () => {
    const places = await search("Freiburg", 5);
    expect(places.map((p) => [p.city, p.country])).toEqual([["Freiburg", "de"], ["Freiburg", "de"]]);
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
    expect((await search("Vienne")).slice(0, 2).map((p) => [p.city, p.country])).toEqual([["Vienna", "at"], ["Vienne", "fr"]]);
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

describe("searchAddresses", () => {
  it("answers from the geocoder when it works", async () => {
    const { deps: d, log } = deps();
    const places = await searchAddresses(d, input({ query: "8 bd du Port" }));
    expect(places.map((p) => [p.label, p.source])).toEqual([
      ["8 Boulevard du Port 80000 Amiens", "geocoder"],
      ["Boulevard du Port 80000 Amiens", "geocoder"],
    ]);
    expect(log.entries).toEqual([]);
  });

  it.each([
    ["answers 500", "fail"],
    ["times out", "hang"],
    ["sends invalid JSON", "bad-json"],
  ] as const)("falls back to the offline gazetteer when the geocoder %s, and logs a warning", async (_name, mode) => {
    ban.mode = mode;
    const { deps: d, log } = deps();
    const [first] = await searchAddresses(d, input({ query: "Lyon" }));
    expect(ban.requests).toHaveLength(1);
    expect(first).toMatchObject({ city: "Lyon", country: "fr", source: "offline" });
    expect(haversineKm(first!, LYON)).toBeLessThan(3);
    expect(log.entries).toEqual([{ level: "warn", obj: { err: expect.any(GeocoderError) }, msg: expect.stringContaining("offline") }]);
  });

  it("looks up a city the geocoder does not know (outside France) in the gazetteer", async () => {
    const { deps: d } = deps();
    const [first] = await searchAddresses(d, input({ query: "Freiburg", kind: "city" }));
    expect(ban.requests).toHaveLength(1);
    expect(first).toMatchObject({ city: "Freiburg", country: "de", source: "offline" });
  });

  it("does not turn an address the geocoder does not know into a city of the gazetteer", async () => {
    const { deps: d } = deps();
    expect(await searchAddresses(d, input({ query: "Freiburg" }))).toEqual([]);
    expect(ban.requests).toHaveLength(1);
  });

  it("returns an empty list for an address nobody knows ('no address found')", async () => {
    const { deps: d, log } = deps();
    expect(await searchAddresses(d, input({ query: "xqzzyw plouf" }))).toEqual([]);
    expect(await searchAddresses(d, input({ query: "xqzzyw plouf", kind: "city" }))).toEqual([]);
    expect(ban.requests).toHaveLength(2);
    expect(log.entries).toEqual([]);
  });

  it("goes straight to the gazetteer when no geocoder is configured", async () => {
    const { deps: d, log } = deps({ geocoder: undefined });
    const [first] = await searchAddresses(d, input({ query: "Barcelona" }));
    expect(first).toMatchObject({ city: "Barcelona", country: "es", source: "offline" });
    expect(ban.requests).toEqual([]);
    expect(log.entries).toEqual([]);
  });

  it("throws GEO_UNAVAILABLE when the geocoder and the gazetteer both fail", async () => {
    ban.mode = "fail";
    const broken = createOfflineGazetteer({
      loadCities: () => {
        throw new Error("cities.pbf missing");
      },
    });
    const { deps: d, log } = deps({ gazetteer: broken });
    const failure = searchAddresses(d, input({ query: "Lyon" }));
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ appCode: "GEO_UNAVAILABLE" });
    expect(log.entries.map((e) => e.level)).toEqual(["warn", "error"]);
  });

  it("rejects a query under 3 characters before any search (schema)", () => {
    const result = addressSearchSchema.safeParse({ query: " ly " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([GEO_VALIDATION.queryTooShort]);
  });
});

describe("geo.searchAddresses over tRPC", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { GEOCODER_URL: ban.url, GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS) } });
  });
  afterAll(async () => {
    await test?.close();
  });

  it("answers anyone, from the geocoder, then from the gazetteer when the geocoder fails", async () => {
    const client = new Client(test.app);
    expect(expectOk(await client.query<GeoPlace[]>("geo.searchAddresses", { query: "Lyon", kind: "city" }))).toEqual([
      { label: "Lyon", city: "Lyon", postalCode: "69001", country: "fr", latitude: 45.758, longitude: 4.835, source: "geocoder" },
    ]);
    ban.mode = "fail";
    const [first] = expectOk(await client.query<GeoPlace[]>("geo.searchAddresses", { query: "Lyon" }));
    expect(first).toMatchObject({ city: "Lyon", source: "offline" });
  });

  it("refuses a 2-character query with the translated key", async () => {
    const error = expectError(await new Client(test.app).query("geo.searchAddresses", { query: "Ly" }));
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(error.data.zodError?.fieldErrors.query).toEqual([GEO_VALIDATION.queryTooShort]);
    expect(ban.requests).toEqual([]);
  });
});
