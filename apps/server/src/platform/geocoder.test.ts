import { addressSearchSchema, type AddressSearchInput, type GeoPlace } from "@escouade/contracts/geo";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordingLog, startFakeBan, type FakeBan } from "../../test-support/fake-geocoder.ts";
import { createGeocoder, GeocoderError } from "./geocoder.ts";

const input = (value: AddressSearchInput) => addressSearchSchema.parse(value);
const TIMEOUT_MS = 300;

let ban: FakeBan;

beforeAll(async () => {
  ban = await startFakeBan();
});
afterAll(async () => {
  await ban.close();
});
afterEach(() => {
  ban.mode = "answer";
  ban.requests.length = 0;
});

function deps() {
  const log = recordingLog();
  return { log, deps: { geocoder: createGeocoder({ url: ban.url, timeoutMs: TIMEOUT_MS, log }) } };
}

describe("geocoder (national address API protocol)", () => {
  it("maps house numbers and streets: address line, city, postal code, France, [lon, lat] turned around", async () => {
    const { deps: d } = deps();
    const places = await d.geocoder.search(input({ query: "8 bd du Port" }));
    expect(places).toEqual<GeoPlace[]>([
      {
        label: "8 Boulevard du Port 80000 Amiens",
        street: "8 Boulevard du Port",
        city: "Amiens",
        postalCode: "80000",
        country: "fr",
        latitude: 49.897443,
        longitude: 2.290084,
        source: "geocoder",
      },
      {
        label: "Boulevard du Port 80000 Amiens",
        street: "Boulevard du Port",
        city: "Amiens",
        postalCode: "80000",
        country: "fr",
        latitude: 49.897322,
        longitude: 2.289921,
        source: "geocoder",
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
    expect(marseille).toEqual({
      label: "Marseille",
      city: "Marseille",
      postalCode: "13001",
      country: "fr",
      latitude: 43.282,
      longitude: 5.405,
      source: "geocoder",
    });
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
