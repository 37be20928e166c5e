import { existsSync } from "node:fs";
import path from "node:path";
import { readFileSync } from "node:fs";
import { PAGE_SESSION_ELEMENT_ID } from "@escouade/contracts/page-session";
import { PAGE_RENDERER_DIR, PAGE_STATE_ELEMENT_ID } from "@escouade/contracts/prerender";
import fastifyStatic from "@fastify/static";
import { inProcessFetch, loadPageRenderer, serverRenderedPages, visitorRenderedPages } from "./page-renderer.ts";
import { prerenderedDocument, prerenderedPageFor, readPrerenderedPages } from "./prerendered-pages.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Paths the SPA never answers: the API, auth, media, the live stream and the dev outbox. */
const NOT_SPA = /^\/(trpc|api|media|live|dev)(\/|$|\?)/;

const YEAR = 365 * 24 * 60 * 60;

/**
 * How long a browser may keep each file of the build. Vite names every file under assets/ by its
 * content hash, so those never change: a year, no revalidation. The entry points (index.html, the
 * service worker and its registration, the manifest) name the hashed files and must be checked
 * on every use, or a phone would keep an old app forever. Icons change rarely: a day.
 */
export function cacheControlFor(relativePath: string): string {
  // The compressed twin (index.html.br) is cached as the file it stands for.
  const file = relativePath
    .split(path.sep)
    .join("/")
    .replace(/^\/+/, "")
    .replace(/\.(br|gz)$/, "");
  if (file.startsWith("assets/")) return `public, max-age=${YEAR}, immutable`;
  // push-sw.js is imported by the service worker, whose update check goes through the HTTP cache for it.
  if (/^(index\.html|sw\.js|push-sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(file) || /^workbox-[\w-]+\.js$/.test(file)) {
    return "no-cache";
  }
  return "public, max-age=86400";
}

export interface WebAppOptions {
  /** The visitor's session as JSON, inlined in every page so the first paint needs no request. */
  pageSession?: (request: FastifyRequest) => Promise<{ json: string; setCookies: string[] }>;
  /** The site's public origin, for the links a page drawn on the server hands out. */
  origin?: string;
}

interface RoutePreload {
  pattern: string;
  params: number;
  layout: boolean;
  files: string[];
}

/**
 * The chunks a page needs beyond the entry, from the build's route map (apps/web's
 * build-plugins.ts): every layout that matches, and the most specific page (a static segment
 * over a parameter, as the client router ranks them).
 */
export function preloadsFor(routes: readonly (RoutePreload & { regex: RegExp })[], pathname: string): string[] {
  const matching = routes.filter((route) => route.regex.test(pathname));
  const pages = matching.filter((route) => !route.layout);
  const fewestParams = Math.min(...pages.map((route) => route.params));
  const chosen = [...matching.filter((route) => route.layout), ...pages.filter((route) => route.params === fewestParams)];
  return [...new Set(chosen.flatMap((route) => route.files))];
}

function readRoutePreloads(webDistDir: string) {
  const file = path.join(webDistDir, "route-preloads.json");
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, "utf8")) as RoutePreload[];
  return routes.map((route) => ({ ...route, regex: new RegExp(route.pattern) }));
}

/** JSON that cannot close its <script> element nor start a comment inside it. */
function scriptSafe(json: string) {
  return json.replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * Serves the built SPA (production, and the journeys): the brotli or gzip twin written at build
 * time when the browser accepts it, the cache policy above, and the page for every other GET so
 * the client router decides (it shows its own not-found page). The page carries the visitor's
 * session; the plain /index.html (what the service worker keeps) does not, and the app then asks.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, options: WebAppOptions = {}) {
  const indexPath = path.join(webDistDir, "index.html");
  if (!existsSync(indexPath)) return false;
  const template = readFileSync(indexPath, "utf8");
  const routes = readRoutePreloads(webDistDir);
  // Each public page written in its language (decision 025), made once.
  const prerendered = new Map<string, string>();
  for (const [pagePath, page] of readPrerenderedPages(webDistDir)) {
    const document = prerenderedDocument(template, page, preloadsFor(routes, pagePath));
    if (document) prerendered.set(pagePath, document);
  }
  // The pages that show data, drawn on request with the API's answers (decision 026).
  const renderPage = await loadPageRenderer(webDistDir);
  const fetchInProcess = inProcessFetch(app);
  const serverRendered = renderPage
    ? serverRenderedPages((pagePath) => renderPage(pagePath, { fetch: fetchInProcess }), {
        onError: (error, pagePath) => app.log.warn({ err: error, page: pagePath }, "a page could not be rendered: the shell was served"),
      })
    : null;
  // A game's page drawn for the signed-in visitor, with their cookie (decision 027).
  const visitorRendered = renderPage
    ? visitorRenderedPages((url, visitor) => renderPage(url, { fetch: inProcessFetch(app, visitor), session: visitor.session, origin: options.origin }), {
        onError: (error, pagePath) => app.log.warn({ err: error, page: pagePath }, "a visitor's page could not be rendered: the shell was served"),
      })
    : null;
  const setCacheControl = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader("cache-control", cacheControlFor(path.relative(webDistDir, filePath)));
    // The same URL answers brotli, gzip or plain: a shared cache must keep them apart.
    res.setHeader("vary", "accept-encoding");
  };
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    // "/" is a page like the others (it carries the session): the not-found handler serves it.
    index: false,
    preCompressed: true,
    // Set per file below; the plugin's own max-age=0 would make a phone revalidate every asset.
    cacheControl: false,
    setHeaders: setCacheControl,
    // The page renderer is the server's, never a browser's.
    allowedPath: (pathName) => !pathName.startsWith(`/${PAGE_RENDERER_DIR}/`),
  });
  // A route (not the not-found handler) so the page goes through the same hooks as the API:
  // compression, and the headers later issues add.
  /** The page drawn on request for this visit, if any: the anonymous one, or the signed-in visitor's own. */
  async function renderedFor(request: FastifyRequest, sessionJson: string, anonymous: boolean) {
    const pathname = request.url.split("?", 1)[0]!;
    if (anonymous) return serverRendered?.(pathname);
    if (sessionJson === "null") return null;
    return visitorRendered?.(request.url, { cookie: request.headers.cookie, session: sessionJson });
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    async handler(request, reply) {
      if (NOT_SPA.test(request.url)) return reply.status(404).send({ error: "Not Found" });
      if (!options.pageSession) return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
      const session = await options.pageSession(request);
      const [pathname, query] = request.url.split("?", 2) as [string, string | undefined];
      const sessionBlock = `<script id="${PAGE_SESSION_ELEMENT_ID}" type="application/json">${scriptSafe(session.json)}</script>`;
      if (session.setCookies.length > 0) reply.header("set-cookie", session.setCookies);
      // A visitor without a session gets a public page written (decision 025); a signed-in
      // player's header is their own, and a query string may change what the page shows: only a
      // game's page is drawn for them (decision 027), with its query (a share link's token).
      const anonymous = session.json === "null" && query === undefined;
      // Drawn on request with its data (decision 026), else written at build time (025), else the shell.
      const rendered = await renderedFor(request, session.json, anonymous);
      const document = rendered ? prerenderedDocument(template, rendered, preloadsFor(routes, pathname)) : null;
      if (rendered && document) {
        const stateBlock = rendered.state ? `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafe(rendered.state)}</script>` : "";
        return reply
          .header("cache-control", "private, no-cache")
          .type("text/html; charset=utf-8")
          .send(document.replace("</head>", () => `${stateBlock}${sessionBlock}</head>`));
      }
      const page = anonymous ? prerenderedPageFor(prerendered, pathname) : undefined;
      if (page) {
        return reply.header("cache-control", "private, no-cache").type("text/html; charset=utf-8").send(page.replace("</head>", () => `${sessionBlock}</head>`));
      }
      // The page's own chunks travel with the entry instead of after it has run.
      const preloads = preloadsFor(routes, pathname).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const block = `${preloads.join("")}${sessionBlock}`;
      // Someone's session is in it: never in a shared cache, and checked on every visit.
      return reply
        .header("cache-control", "private, no-cache")
        .type("text/html; charset=utf-8")
        .send(template.replace("</head>", () => `${block}</head>`));
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not Found" }));
  return true;
}
