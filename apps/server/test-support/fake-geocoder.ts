import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server speaking the national address API's protocol (api-adresse.data.gouv.fr), the
 * geocoder outside the product that tests must not call: it answers canned places, or fails in
 * the ways a remote service fails (an error, no answer, a body that stops half-way, bad JSON).
 */
// ---- a real HTTP server speaking the national address API (BAN) protocol ----

export type Mode = "answer" | "fail" | "hang" | "stall-body" | "bad-json" | "not-geojson";

const point = (longitude: number, latitude: number) => ({ type: "Point", coordinates: [longitude, latitude] });

/** Features as api-adresse.data.gouv.fr sends them (trimmed to a few per query). */
const CANNED: Record<string, unknown[]> = {
  "8 bd du port": [
    {
      type: "Feature",
      geometry: point(2.290084, 49.897443),
      properties: {
        label: "8 Boulevard du Port 80000 Amiens",
        score: 0.4916,
        housenumber: "8",
        id: "80021_6590_00008",
        name: "8 Boulevard du Port",
        postcode: "80000",
        citycode: "80021",
        x: 648952.58,
        y: 6977867.25,
        city: "Amiens",
        context: "80, Somme, Hauts-de-France",
        type: "housenumber",
        importance: 0.6707,
        street: "Boulevard du Port",
      },
    },
    {
      type: "Feature",
      geometry: point(2.289921, 49.897322),
      properties: {
        label: "Boulevard du Port 80000 Amiens",
        score: 0.45,
        id: "80021_6590",
        name: "Boulevard du Port",
        postcode: "80000",
        citycode: "80021",
        x: 648940.1,
        y: 6977854.1,
        city: "Amiens",
        context: "80, Somme, Hauts-de-France",
        type: "street",
        importance: 0.67,
        street: "Boulevard du Port",
      },
    },
  ],
  lyon: [
    {
      type: "Feature",
      geometry: point(4.835, 45.758),
      properties: {
        label: "Lyon",
        score: 0.97,
        id: "69123",
        name: "Lyon",
        postcode: "69001",
        citycode: "69123",
        x: 842656.5,
        y: 6519267.6,
        city: "Lyon",
        context: "69, Rhône, Auvergne-Rhône-Alpes",
        type: "municipality",
        importance: 0.72,
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

export interface FakeBan {
  url: string;
  mode: Mode;
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakeBan(): Promise<FakeBan> {
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

export interface LogEntry {
  level: "warn" | "error";
  obj: object;
  msg: string;
}

export function recordingLog() {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (obj: object, msg: string) => void entries.push({ level: "warn", obj, msg }),
    error: (obj: object, msg: string) => void entries.push({ level: "error", obj, msg }),
  };
}
