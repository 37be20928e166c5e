import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { AnyTRPCRouter } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Paths that are never a page: the API, auth, media, the live stream and the dev outbox. */
const NOT_A_PAGE = /^\/(trpc|api|media|live|dev)(\/|$|\?)/;

/** The server's build of the web app (apps/web's `vite build --ssr`): drawn with, never served. */
const SERVER_BUILD_DIR = "server";

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

/** TanStack Router's manifest (the `Manifest` of @tanstack/router-core): what the document names. */
export interface RouterManifest {
  routes: Record<string, { css?: string[]; preloads?: string[]; scripts?: { attrs: Record<string, string> }[] }>;
}

interface ViteManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The root route's assets from Vite's build manifest: the entry module, its stylesheets and the
 * chunks it imports at once (preloaded so they download alongside the entry, not after it).
 */
export function routerManifestFrom(vite: Record<string, ViteManifestEntry>): RouterManifest {
  const entry = vite["index.html"];
  if (!entry) throw new Error("the web build's manifest names no index.html entry");
  const imports = new Set<string>();
  const visit = (key: string) => {
    for (const imported of vite[key]?.imports ?? []) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit("index.html");
  const css = [...(entry.css ?? []), ...[...imports].flatMap((key) => vite[key]?.css ?? [])];
  return {
    routes: {
      __root__: {
        css: [...new Set(css)].map((file) => `/${file}`),
        preloads: [...imports].map((key) => `/${vite[key]!.file}`),
        scripts: [{ attrs: { type: "module", src: `/${entry.file}` } }],
      },
    },
  };
}

/** What the web's server entry (apps/web/src/entry-server.tsx) takes to draw one page. */
interface RenderPageOptions {
  request: Request;
  /** The API, answered in-process as the visitor: the web's renderer makes its tRPC link of it. */
  api: { router: AnyTRPCRouter; createContext: () => Promise<object> };
  sessionJson: string;
  manifest: RouterManifest;
  nonce: string;
  origin: string;
}

type RenderPage = (options: RenderPageOptions) => Promise<Response>;

async function loadPageRenderer(webDistDir: string): Promise<RenderPage | null> {
  const file = path.join(webDistDir, SERVER_BUILD_DIR, "entry-server.js");
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === "function" ? module.renderPage : null;
}

/** What the web's server entry takes to draw the widget (apps/web/src/features/embed/render-embed.tsx). */
export interface RenderEmbedOptions {
  lang: string;
  theme: string;
  nonce: string;
  origin: string;
  owner: { name: string; path: string };
  games: readonly { id: number; title: string; startsAt: Date; timeZone: string; city: string; maxPlayers: number; confirmedCount: number }[];
}

export type RenderEmbed = (options: RenderEmbedOptions) => Promise<string>;

/** The widget's renderer from the web's server build, or null without a build (the API alone). */
export async function loadEmbedRenderer(webDistDir: string): Promise<RenderEmbed | null> {
  const file = path.join(webDistDir, SERVER_BUILD_DIR, "entry-server.js");
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderEmbed?: RenderEmbed };
  return typeof module.renderEmbed === "function" ? module.renderEmbed : null;
}

export interface WebAppOptions {
  /** The visitor's session as JSON ("null" signed out), and a refreshed session cookie if any. */
  pageSession: (request: FastifyRequest) => Promise<{ json: string; setCookies: string[] }>;
  /** tRPC's context for a procedure a page's loader calls in-process: the visitor's own. */
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<object>;
  /** The router the pages' loaders call, in-process. */
  router: AnyTRPCRouter;
  /** The page's content policy, with this response's nonce. */
  pagePolicy: (nonce: string) => string;
  /** The site's public origin, for the links a page hands out. */
  origin: string;
}

/** The visit as a web request, as TanStack Router's request handler takes it. */
function webRequestOf(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal });
}

/**
 * Serves the web app (production, and the journeys): the built files, with the brotli or gzip
 * twin written at build time when the browser accepts it and the cache policy above; and every
 * page, drawn for its visitor by TanStack Router's SSR (decision 031).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, options: WebAppOptions) {
  const manifestPath = path.join(webDistDir, ".vite", "manifest.json");
  const renderPage = await loadPageRenderer(webDistDir);
  if (!renderPage || !existsSync(manifestPath)) return false;
  const manifest = routerManifestFrom(JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ViteManifestEntry>);
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    // "/" is a page like the others: the page route below draws it.
    index: false,
    preCompressed: true,
    // Set per file below; the plugin's own max-age=0 would make a phone revalidate every asset.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader("cache-control", cacheControlFor(path.relative(webDistDir, filePath)));
      // The same URL answers brotli, gzip or plain: a shared cache must keep them apart.
      res.setHeader("vary", "accept-encoding");
    },
    // The server's build and Vite's manifest are the server's, never a browser's.
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUILD_DIR}/`) && !pathName.startsWith("/.vite/"),
  });

  // A route (not the not-found handler) so a page goes through the same hooks as the API.
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    async handler(request, reply) {
      if (NOT_A_PAGE.test(request.url)) return reply.status(404).send({ error: "Not Found" });
      const nonce = randomBytes(16).toString("base64");
      const session = await options.pageSession(request);
      // Aborted when the visitor goes away: the render stops with them.
      const visit = new AbortController();
      request.raw.once("close", () => visit.abort());
      let response: Response;
      try {
        response = await renderPage({
          request: webRequestOf(request, options.origin, visit.signal),
          api: { router: options.router, createContext: () => options.createContext(request, reply) },
          sessionJson: session.json,
          manifest,
          nonce,
          origin: options.origin,
        });
      } catch (error) {
        // A page the app then draws itself (the installed app's shell) beats an error page.
        request.log.error({ err: error, page: request.url }, "a page could not be drawn: the shell was served");
        return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      const setCookies = [...session.setCookies, ...response.headers.getSetCookie()];
      if (setCookies.length > 0) reply.header("set-cookie", setCookies);
      // Someone's page: never in a shared cache, and checked on every visit.
      reply.header("cache-control", "private, no-cache");
      reply.header("content-security-policy", options.pagePolicy(nonce));
      if (!response.body || request.method === "HEAD") return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not Found" }));
  return true;
}
