import { addressSearchSchema, GEO_VALIDATION, haversineKm, type AddressSearchInput, type GeoPlace } from "@escouade/contracts/geo";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";
import { recordingLog, startFakeBan, type FakeBan } from "../../../test-support/fake-geocoder.ts";
import { AppError } from "../../core/app-error.ts";
import { createGeocoder, GeocoderError } from "../../platform/geocoder.ts";
import { createOfflineGazetteer, loadAllTheCities, type GeoNamesCity } from "../../platform/offline-gazetteer.ts";
import { searchAddresses, type GeoDeps } from "./service.ts";

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
