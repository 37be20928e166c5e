import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor, registerWebApp } from "./serve-web.ts";

describe("cacheControlFor", () => {
  it("keeps hashed assets a year without revalidation", () => {
    expect(cacheControlFor("assets/index-CnP8G0dK.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/assets/index-Bf_7BxDH.css.br")).toBe("public, max-age=31536000, immutable");
  });

  it("makes the entry points revalidate on every use", () => {
    for (const file of ["index.html", "index.html.gz", "sw.js", "registerSW.js", "manifest.webmanifest", "workbox-5a7b2c1d.js"]) {
      expect(cacheControlFor(file), file).toBe("no-cache");
    }
  });

  it("keeps other public files a day", () => {
    expect(cacheControlFor("favicon.svg")).toBe("public, max-age=86400");
    expect(cacheControlFor("icons/pwa-192.png")).toBe("public, max-age=86400");
  });
});

describe("registerWebApp", () => {
  const script = "console.log('escouade');".repeat(200);
  const html = "<!doctype html><title>Escouade</title><div id=root></div>";
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "escouade-web-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), html);
    writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(html));
    writeFileSync(path.join(dist, "assets/app-abc123.js"), script);
    writeFileSync(path.join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
    writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    app = Fastify({ logger: false });
    expect(await registerWebApp(app, dist)).toBe(true);
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

  it("answers every client route with index.html, never cached stale", async () => {
    for (const url of ["/", "/fr", "/fr/search/games?sort=date", "/de/game/42"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
    const head = await app.inject({ method: "HEAD", url: "/fr/toolbox" });
    expect(head.statusCode).toBe(200);
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
    expect(await registerWebApp(Fastify({ logger: false }), path.join(dist, "missing"))).toBe(false);
  });
});
