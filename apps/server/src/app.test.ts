import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "./db/client.ts";
import { createTestApp, type TestApp } from "../test-support/app.ts";
import { onboardingInput } from "../test-support/flows.ts";

let server: TestApp;

beforeAll(async () => {
  // No SMTP needed here: a mailer that drops everything.
  server = await createTestApp({ mailer: { send: async () => {} } });
});

afterAll(async () => {
  await server?.close();
});

describe("health endpoints", () => {
  it("GET /healthz answers 200", async () => {
    const response = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 200 and names the database", async () => {
    const response = await server.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "postgres" });
  });

  it("GET /readyz answers 503 when the database is unreachable, without details", async () => {
    const url = new URL(inject("databaseUrl"));
    url.pathname = "/escouade_test_does_not_exist";
    const broken = createDatabase({ kind: "postgres", url: url.toString() });
    const unready = await createTestApp({ database: broken, mailer: { send: async () => {} } });
    try {
      const response = await unready.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "unavailable" });
    } finally {
      await unready.close();
      await broken.close();
    }
  });

  it("the tRPC endpoint answers unknown procedures with 404", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/trpc/profiles.doesNotExist",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ json: onboardingInput() }),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("CORS", () => {
  const preflight = (origin: string) =>
    server.app.inject({
      method: "OPTIONS",
      url: "/api/auth/sign-in/email",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  it("lets the app's origin call the API with credentials", async () => {
    const response = await preflight("http://localhost:5173");
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("does not allow other origins", async () => {
    const response = await preflight("https://evil.example");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("compression", () => {
  // Ten address searches in one batch: an answer of a few KB, as the game form's are.
  const batch = () => {
    const calls = Array.from({ length: 10 }, () => "geo.searchAddresses").join(",");
    const input = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { json: { query: "Saint", limit: 10, kind: "city" } }]));
    return `/trpc/${calls}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };

  it("compresses API answers for a browser that accepts brotli", async () => {
    const plain = await server.app.inject({ method: "GET", url: batch(), headers: { "accept-encoding": "identity" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await server.app.inject({ method: "GET", url: batch(), headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves small answers alone", async () => {
    const response = await server.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});
