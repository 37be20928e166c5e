import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor, preloadsFor, registerWebApp } from "./serve-web.ts";

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

const route = (pattern: string, params: number, layout: boolean, files: string[]) => ({ pattern, params, layout, files, regex: new RegExp(pattern) });
const ROUTES = [
  route("^/[^/]+/games/[^/]+(?:/|$)", 2, true, ["assets/game-layout.js"]),
  route("^/[^/]+/games/[^/]+/?$", 2, false, ["assets/game.js", "assets/card.js"]),
  route("^/[^/]+/games/create/?$", 1, false, ["assets/create.js", "assets/card.js"]),
  route("^/[^/]+/games/[^/]+/edit/?$", 2, false, ["assets/edit.js"]),
  route("^/[^/]+/toolbox/?$", 1, false, ["assets/toolbox.js"]),
];

describe("preloadsFor", () => {
  it("names a page's chunks and its layouts', once each", () => {
    expect(preloadsFor(ROUTES, "/fr/games/42")).toEqual(["assets/game-layout.js", "assets/game.js", "assets/card.js"]);
    expect(preloadsFor(ROUTES, "/de/games/42/edit")).toEqual(["assets/game-layout.js", "assets/edit.js"]);
  });

  it("prefers a static segment over a parameter, as the router does", () => {
    expect(preloadsFor(ROUTES, "/fr/games/create")).toEqual(["assets/game-layout.js", "assets/create.js", "assets/card.js"]);
  });

  it("names nothing for a page in the entry or an unknown path", () => {
    expect(preloadsFor(ROUTES, "/fr")).toEqual([]);
    expect(preloadsFor(ROUTES, "/fr/nowhere")).toEqual([]);
    expect(preloadsFor([], "/fr/toolbox")).toEqual([]);
  });
});

describe("registerWebApp", () => {
  const script = "console.log('escouade');".repeat(200);
  const html = "<!doctype html><html><head><title>Escouade</title></head><body><div id=root></div></body></html>";
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
    writeFileSync(
      path.join(dist, "route-preloads.json"),
      JSON.stringify([{ pattern: "^/[^/]+/toolbox/?$", params: 1, layout: false, files: ["assets/toolbox-abc.js"] }]),
    );
    app = Fastify({ logger: false });
    expect(await registerWebApp(app, dist, { pageSession: async () => ({ json: '{"user":{"name":"</script>"}}', setCookies: ["a=b; HttpOnly"] }) })).toBe(true);
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

  it("answers every client route with the page and its session, never cached", async () => {
    for (const url of ["/", "/fr", "/fr/search/games?sort=date", "/de/game/42"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.headers["cache-control"], url).toBe("private, no-cache");
      expect(res.headers["set-cookie"], url).toEqual(["a=b; HttpOnly"]);
      expect(res.body, url).toBe(html.replace("</head>", '<script id="escouade-session" type="application/json">{"user":{"name":"\\u003c/script>"}}</script></head>'));
    }
    const head = await app.inject({ method: "HEAD", url: "/fr/toolbox" });
    expect(head.statusCode).toBe(200);
  });

  it("names the page's own chunks for the browser to fetch with the entry", async () => {
    const toolbox = await app.inject({ url: "/fr/toolbox?x=1" });
    expect(toolbox.body).toContain('<link rel="modulepreload" crossorigin href="/assets/toolbox-abc.js">');
    const home = await app.inject({ url: "/fr" });
    expect(home.body).not.toContain("modulepreload");
  });

  it("serves the plain index.html, compressed, to the service worker", async () => {
    const res = await app.inject({ url: "/index.html", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
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

/** index.html as the build writes it: the entry, and the shell between its markers. */
const SHELL_PAGE = `<!doctype html><html lang="fr"><head><title>Escouade</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"><!--shell--><header>shell</header><!--/shell--></div></body></html>`;

/** A cookie stands for a session here: the real reader asks better-auth. */
const sessionFromCookie = async (request: { headers: { cookie?: string } }) => ({ json: request.headers.cookie ? '{"user":{"id":"u1"}}' : "null", setCookies: [] });

describe("registerWebApp with prerendered pages", () => {
  const page = { lang: "en", html: "<h1>Toolbox</h1>", title: "Toolbox — Escouade", description: "Calculators" };
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "escouade-web-"));
    writeFileSync(path.join(dist, "index.html"), SHELL_PAGE);
    writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify({ "/en/toolbox": page }));
    app = Fastify({ logger: false });
    await registerWebApp(app, dist, { pageSession: sessionFromCookie });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a visitor without a session the page written, in its language, with its session block", async () => {
    for (const url of ["/en/toolbox", "/en/toolbox/"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, no-cache");
      expect(res.body, url).toContain('<div id="root" data-prerendered><h1>Toolbox</h1></div>');
      expect(res.body, url).toContain('<html lang="en">');
      expect(res.body, url).toContain('<script id="escouade-session" type="application/json">null</script>');
      expect(res.body, url).not.toContain("<header>shell</header>");
    }
  });

  it("sends the shell to a signed-in player, to a URL with a query, and for pages not written", async () => {
    const signedIn = await app.inject({ url: "/en/toolbox", headers: { cookie: "session=x" } });
    const withQuery = await app.inject({ url: "/en/toolbox?tab=glossary" });
    const other = await app.inject({ url: "/en/faq" });
    for (const res of [signedIn, withQuery, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<header>shell</header>");
      expect(res.body).not.toContain("data-prerendered");
    }
    expect(signedIn.body).toContain('{"user":{"id":"u1"}}');
  });
});

describe("registerWebApp with pages rendered on request", () => {
  // A stand-in for the build's renderer: it asks the API through the fetch it is given, as the real one's loaders do.
  const renderer = `export async function renderPage(pagePath, { fetch, session, origin }) {
    if (pagePath === "/fr") throw new Error("the API did not answer");
    const answer = await (await fetch("/trpc/games.count")).json();
    if (pagePath.includes("/games/")) {
      if (pagePath.includes("/games/404")) return { lang: "de", html: "", title: null, description: null, state: null };
      return { lang: "de", html: "<h1>" + pagePath + " for " + session + " at " + origin + "</h1>", title: "Partie", description: "Une partie", state: JSON.stringify({ json: answer }) };
    }
    return { lang: pagePath.slice(1, 3), html: "<h1>" + answer.count + " parties</h1>", title: "Parties", description: "Les parties", state: JSON.stringify({ json: answer, note: "</script>" }) };
  }`;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "escouade-web-"));
    writeFileSync(path.join(dist, "index.html"), SHELL_PAGE);
    mkdirSync(path.join(dist, "ssr"));
    writeFileSync(path.join(dist, "ssr", "prerender.js"), renderer);
    const home = (lang: string, text: string) => ({ lang, html: `<h1>${text}</h1>`, title: "Escouade", description: text });
    writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify({ "/fr": home("fr", "Accueil écrit au build"), "/en": home("en", "Home written at build time") }));
    app = Fastify({ logger: false });
    app.get("/trpc/games.count", async (request) => ({ count: 42, cookie: request.headers.cookie ?? null }));
    await registerWebApp(app, dist, { pageSession: sessionFromCookie, origin: "https://escouade.example" });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a signed-in player a game's page drawn as theirs: their session, their cookie for the API, the site's origin", async () => {
    const res = await app.inject({ url: "/de/games/12?share=abc", headers: { cookie: "session=x" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.body).toContain('<div id="root" data-prerendered><h1>/de/games/12?share=abc for {"user":{"id":"u1"}} at https://escouade.example</h1></div>');
    expect(res.body).toContain('<script id="escouade-page-state" type="application/json">{"json":{"count":42,"cookie":"session=x"}}</script>');
    expect(res.body).toContain('<script id="escouade-session" type="application/json">{"user":{"id":"u1"}}</script>');
  });

  it("sends the shell for a game's page to a visitor without a session, and when the page is not theirs to see", async () => {
    const anonymous = await app.inject({ url: "/de/games/12" });
    const notTheirs = await app.inject({ url: "/de/games/404", headers: { cookie: "session=x" } });
    const registrations = await app.inject({ url: "/de/games/12/registrations", headers: { cookie: "session=x" } });
    for (const res of [anonymous, notTheirs, registrations]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<header>shell</header>");
      expect(res.body).not.toContain("escouade-page-state");
    }
  });

  it("sends a visitor without a session the search drawn with the API's answers, and those answers, script-safe", async () => {
    const res = await app.inject({ url: "/de/search/games" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.body).toContain('<div id="root" data-prerendered><h1>42 parties</h1></div>');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<script id="escouade-page-state" type="application/json">{"json":{"count":42,"cookie":null},"note":"\\u003c/script>"}</script>');
    expect(res.body).toContain('<script id="escouade-session" type="application/json">null</script>');
    expect(res.body).not.toContain("<header>shell</header>");
  });

  it("sends the shell to a signed-in player, to a search with filters, and to other pages", async () => {
    const signedIn = await app.inject({ url: "/de/search/games", headers: { cookie: "session=x" } });
    const filtered = await app.inject({ url: "/de/search/games?type=milsim" });
    const other = await app.inject({ url: "/de/search/players" });
    for (const res of [signedIn, filtered, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<header>shell</header>");
      expect(res.body).not.toContain("escouade-page-state");
    }
  });

  it("draws the home with its data, and sends the one written at build time when the render fails", async () => {
    const drawn = await app.inject({ url: "/en" });
    expect(drawn.body).toContain('<div id="root" data-prerendered><h1>42 parties</h1></div>');
    expect(drawn.body).toContain("escouade-page-state");
    const fallback = await app.inject({ url: "/fr" });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('<div id="root" data-prerendered><h1>Accueil écrit au build</h1></div>');
    expect(fallback.body).not.toContain("escouade-page-state");
  });

  it("never serves the renderer itself", async () => {
    const res = await app.inject({ url: "/ssr/prerender.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("renderPage");
  });
});
