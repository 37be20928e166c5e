import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyTRPCRouter } from "@trpc/server";
import { fakeWebBuild } from "../../test-support/web-build.ts";
import { cacheControlFor, registerWebApp, routerManifestFrom, type WebAppOptions } from "./serve-web.ts";

describe("cacheControlFor", () => {
  it("keeps hashed assets a year without revalidation", () => {
    expect(cacheControlFor("assets/index-CnP8G0dK.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/assets/index-Bf_7BxDH.css.br")).toBe("public, max-age=31536000, immutable");
  });

  it("makes the entry points revalidate on every use", () => {
    for (const file of ["index.html", "index.html.gz", "sw.js", "push-sw.js", "registerSW.js", "manifest.webmanifest", "workbox-5a7b2c1d.js"]) {
      expect(cacheControlFor(file), file).toBe("no-cache");
    }
  });

  it("keeps other public files a day", () => {
    expect(cacheControlFor("favicon.svg")).toBe("public, max-age=86400");
    expect(cacheControlFor("icons/pwa-192.png")).toBe("public, max-age=86400");
  });
});

describe("routerManifestFrom", () => {
  it("names the entry, its stylesheets and every chunk it imports at once, from Vite's manifest", () => {
    const manifest = routerManifestFrom({
      "index.html": { file: "assets/index-a.js", css: ["assets/index-a.css"], imports: ["_react.js", "_framework.js"], isEntry: true },
      "_react.js": { file: "assets/react-b.js" },
      "_framework.js": { file: "assets/framework-c.js", imports: ["_react.js", "_shared.js"], css: ["assets/shared-d.css"] },
      "_shared.js": { file: "assets/shared-d.js" },
      "src/routes/toolbox.tsx": { file: "assets/toolbox-e.js", imports: ["_react.js"] },
    });
    expect(manifest.routes.__root__).toEqual({
      css: ["/assets/index-a.css", "/assets/shared-d.css"],
      preloads: ["/assets/react-b.js", "/assets/framework-c.js", "/assets/shared-d.js"],
      scripts: [{ attrs: { type: "module", src: "/assets/index-a.js" } }],
    });
  });

  it("refuses a manifest without the app's entry", () => {
    expect(() => routerManifestFrom({})).toThrow(/index\.html/);
  });
});

/**
 * The web's server entry, as the build writes it: this one echoes what it was given, so the
 * tests see what the server hands each page (the real one is exercised by the journeys).
 */
const FAKE_RENDERER = `
export async function renderPage(options) {
  const url = new URL(options.request.url);
  if (url.pathname === "/fr/profile") return new Response(null, { status: 307, headers: { location: "/fr/auth?redirect=%2Ffr%2Fprofile", "set-cookie": "escouade-notice=sign-in-required; Path=/" } });
  if (url.pathname === "/fr/broken") throw new Error("the renderer failed");
  if (url.pathname === "/fr/missing") return new Response("<html>not found</html>", { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
  const seen = { url: options.request.url, cookie: options.request.headers.get("cookie"), session: options.sessionJson, nonce: options.nonce, origin: options.origin, manifest: options.manifest, links: typeof options.api.createContext === "function" ? 1 : 0 };
  return new Response("<!DOCTYPE html><html><body>" + JSON.stringify(seen) + "</body></html>", { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
}
`;

const VITE_MANIFEST = { "index.html": { file: "assets/app-abc123.js", css: ["assets/app-abc123.css"], isEntry: true } };

describe("registerWebApp", () => {
  const script = "console.log('escouade');".repeat(200);
  const html = "<!doctype html><html><head><title>Escouade</title></head><body><div id=root></div></body></html>";
  let dist: string;
  let app: FastifyInstance;
  const options: WebAppOptions = {
    pageSession: async (request) => ({
      json: request.headers.cookie ? '{"user":{"id":"u1"}}' : "null",
      setCookies: request.headers.cookie ? ["refreshed=1; HttpOnly"] : [],
    }),
    createContext: async () => ({}),
    router: {} as AnyTRPCRouter,
    pagePolicy: (nonce) => `script-src 'self' 'nonce-${nonce}'`,
    origin: "https://escouade.example",
  };

  /** What the fake renderer was given for a page. */
  const seen = (body: string) => JSON.parse(/<body>(.*)<\/body>/.exec(body)![1]!) as Record<string, unknown>;

  beforeAll(async () => {
    dist = fakeWebBuild("escouade-web-", FAKE_RENDERER);
    writeFileSync(path.join(dist, "index.html"), html);
    writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(html));
    writeFileSync(path.join(dist, "assets/app-abc123.js"), script);
    writeFileSync(path.join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
    writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify(VITE_MANIFEST));
    app = Fastify({ logger: false });
    expect(await registerWebApp(app, dist, options)).toBe(true);
    app.get("/trpc/ping", async () => ({ ok: true }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the brotli twin to a browser that accepts it", async () => {
    const res = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends gzip to an older client and the plain file to one that accepts neither", async () => {
    const gz = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("draws every page for its visitor: the URL on the site's origin, their session and cookie, the build's entry", async () => {
    for (const url of ["/", "/fr", "/fr/search/games?sort=date", "/de/games/42"]) {
      const res = await app.inject({ url, headers: { cookie: "session=abc" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.headers["cache-control"], url).toBe("private, no-cache");
      expect(res.headers["set-cookie"], url).toEqual(["refreshed=1; HttpOnly"]);
      const page = seen(res.body);
      expect(page.url, url).toBe(`https://escouade.example${url}`);
      expect(page.cookie, url).toBe("session=abc");
      expect(page.session, url).toBe('{"user":{"id":"u1"}}');
      expect(page.links, url).toBe(1);
      expect(page.manifest, url).toEqual(routerManifestFrom(VITE_MANIFEST));
    }
    expect(seen((await app.inject({ url: "/fr" })).body).session).toBe("null");
    const head = await app.inject({ method: "HEAD", url: "/fr/toolbox" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("gives each response a nonce of its own, the one its policy allows", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: "/fr" });
      const nonce = seen(res.body).nonce as string;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.headers["content-security-policy"]).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("passes a guard's redirect on with its notice, and a not-found page with its status", async () => {
    const redirect = await app.inject({ url: "/fr/profile" });
    expect(redirect.statusCode).toBe(307);
    expect(redirect.headers.location).toBe("/fr/auth?redirect=%2Ffr%2Fprofile");
    expect(redirect.headers["set-cookie"]).toEqual(["escouade-notice=sign-in-required; Path=/"]);
    const missing = await app.inject({ url: "/fr/missing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("not found");
  });

  it("serves the shell, for the app to draw, when the renderer fails", async () => {
    const res = await app.inject({ url: "/fr/broken" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(html);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the plain index.html, compressed, to the service worker", async () => {
    const res = await app.inject({ url: "/index.html", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it("never serves the server's build nor Vite's manifest", async () => {
    for (const url of ["/server/entry-server.js", "/.vite/manifest.json"]) {
      const res = await app.inject({ url });
      // A page like any unknown path (the app's not-found), never the file itself.
      expect(res.body, url).not.toContain("export async function renderPage");
      expect(res.body, url).not.toContain('"isEntry"');
    }
  });

  it("leaves the API's unknown paths a JSON 404 instead of the page", async () => {
    for (const url of ["/trpc/nope", "/api/auth/nope", "/media/x.webp", "/live/x", "/dev/outbox"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: "Not Found" });
    }
    const post = await app.inject({ method: "POST", url: "/fr" });
    expect(post.statusCode).toBe(404);
  });

  it("keeps small public files a day and does nothing without a build", async () => {
    const icon = await app.inject({ url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
    expect(await registerWebApp(Fastify({ logger: false }), path.join(dist, "missing"), options)).toBe(false);
  });
});
