import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

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
  if (/^(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(file) || /^workbox-[\w-]+\.js$/.test(file)) {
    return "no-cache";
  }
  return "public, max-age=86400";
}

/**
 * Serves the built SPA (production, and the journeys): the brotli or gzip twin written at build
 * time when the browser accepts it, the cache policy above, and index.html for every other GET
 * so the client router decides (it shows its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  if (!existsSync(path.join(webDistDir, "index.html"))) return false;
  const setCacheControl = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader("cache-control", cacheControlFor(path.relative(webDistDir, filePath)));
    // The same URL answers brotli, gzip or plain: a shared cache must keep them apart.
    res.setHeader("vary", "accept-encoding");
  };
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    preCompressed: true,
    // Set per file below; the plugin's own max-age=0 would make a phone revalidate every asset.
    cacheControl: false,
    setHeaders: setCacheControl,
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === "GET" || request.method === "HEAD") && !NOT_SPA.test(request.url)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ error: "Not Found" });
  });
  return true;
}
