import { rmSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equipment } from "./db/schema/index.ts";
import { APP_ORIGIN, createTestApp, type TestApp } from "../test-support/app.ts";
import { createPlayer } from "../test-support/players.ts";
import { sessionCookieFor } from "../test-support/sessions.ts";
import { fakeWebBuild, seenByRenderer } from "../test-support/web-build.ts";

// Security headers and cross-site refusals, on the whole app with a built page to serve.
let dist: string;
let server: TestApp;

beforeAll(async () => {
  dist = fakeWebBuild("escouade-security-");
  server = await createTestApp({
    mailer: { send: async () => {} },
    env: { WEB_DIST_DIR: dist, VITE_MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png" },
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A GET written on a socket as is: what a client's library would refuse to send. */
function rawRequest(port: number, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      const body = rest.join("\r\n\r\n");
      // Fastify's own answers may be chunked: the JSON is the part between braces.
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: /\{.*\}/s.exec(body)?.[0] ?? body });
    });
  });
}

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe("security headers", () => {
  it("give pages a policy that runs the site's scripts and those the page carries with its own nonce, and nothing inline else", async () => {
    const response = await server.app.inject({ url: "/fr/search/games" });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers["content-security-policy"]);
    // The nonce the page was drawn with (decision 031), made for this response alone.
    const { nonce } = seenByRenderer(response.body);
    expect(policy.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    const again = seenByRenderer((await server.app.inject({ url: "/fr/search/games" })).body);
    expect(again.nonce).not.toBe(nonce);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toContain("https://*.tiles.example.org");
    expect(policy.get("img-src")).toContain("http://localhost:3000");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(String(response.headers["content-security-policy"])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("are on every kind of response: page, hashed file, API, auth, refusal, not found", async () => {
    const responses = await Promise.all([
      server.app.inject({ url: "/" }),
      server.app.inject({ url: "/assets/entry.js" }),
      server.app.inject({ url: "/trpc/shops.getShops" }),
      server.app.inject({ url: "/api/auth/get-session" }),
      server.app.inject({ url: "/live" }),
      server.app.inject({ url: "/trpc/no.such.procedure" }),
    ]);
    for (const response of responses) {
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": expect.stringContaining("geolocation=(self)"),
        "x-frame-options": "DENY",
      });
      expect(response.headers["permissions-policy"]).toContain("camera=(self)");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    // What is not a page may load nothing at all.
    expect(responses[2]!.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(responses[3]!.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });

  it("are on what the framework refuses before any hook, which echoes nothing of the request", async () => {
    const listening = await createTestApp({ mailer: { send: async () => {} }, env: { WEB_DIST_DIR: dist } });
    try {
      await listening.app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = listening.app.server.address() as AddressInfo;
      const marker = "zz<script>alert(1)</script>";
      // A path the router cannot decode (Fastify's 400), and one past Node's header size (431).
      const answers = [
        await rawRequest(port, `/%E0%A4%A${encodeURIComponent(marker)}`),
        await rawRequest(port, `/${"a".repeat(20_000)}${encodeURIComponent(marker)}`),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([400, 431]);
      for (const answer of answers) {
        expect(answer.headers).toMatchObject({
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "referrer-policy": "strict-origin-when-cross-origin",
        });
        expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
        expect(answer.body).not.toContain("script");
        expect(answer.body).not.toContain("%E0");
        expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), statusCode: answer.status });
      }
    } finally {
      await listening.close();
    }
  });

  it("add HSTS and upgrade-insecure-requests when the public address is https", async () => {
    const https = await createTestApp({ mailer: { send: async () => {} }, env: { WEB_DIST_DIR: dist, PUBLIC_APP_URL: "https://escouade.example" } });
    try {
      const response = await https.app.inject({ url: "/fr" });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(directives(response.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe("cross-site requests", () => {
  async function playerWithGear() {
    const player = await createPlayer(server.database.db, "Xsite");
    const cookie = await sessionCookieFor(server.database.db, player.id);
    const [row] = await server.database.db.insert(equipment).values({ userId: player.id, kind: "protection", name: "Gilet" }).returning();
    const remove = (headers: Record<string, string>) =>
      server.app.inject({
        method: "POST",
        url: "/trpc/equipment.removeEquipment",
        headers: { cookie: cookie.header, "content-type": "application/json", ...headers },
        payload: { json: { id: row!.id } },
      });
    const stillThere = async () => (await server.database.db.select().from(equipment).where(eq(equipment.id, row!.id))).length === 1;
    return { remove, stillThere };
  }

  it("refuses a mutation from a foreign origin with 403 FORBIDDEN, and changes nothing", async () => {
    const { remove, stillThere } = await playerWithGear();
    const response = await remove({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.json.data.appCode).toBe("FORBIDDEN");
    expect(await stillThere()).toBe(true);
  });

  it("refuses a signed-in mutation without an Origin, one the browser calls cross-site, and a 'null' origin", async () => {
    const { remove, stillThere } = await playerWithGear();
    expect((await remove({})).statusCode).toBe(403);
    expect((await remove({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await remove({ origin: "null" })).statusCode).toBe(403);
    expect(await stillThere()).toBe(true);
  });

  it("refuses an upload from a foreign origin before reading it", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/trpc/media.uploadImage",
      headers: { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x", "content-length": "10" },
      payload: "--x--\r\n\r\n",
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets the app's own origin through, and a cookieless call without Origin (it acts for nobody)", async () => {
    const fromApp = await playerWithGear();
    expect((await fromApp.remove({ origin: APP_ORIGIN, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect(await fromApp.stillThere()).toBe(false);
    const anonymous = await server.app.inject({
      method: "POST",
      url: "/trpc/contact.sendContactMessage",
      headers: { "content-type": "application/json" },
      payload: { json: {} },
    });
    // Past the origin check: the procedure itself answers (the empty form is invalid).
    expect(anonymous.statusCode).toBe(400);
  });
});
