/** Vite plugins of our own, for the production build: the route map the server preloads from, the stylesheet first. */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { loadEnv, type Plugin, type Rollup } from "vite";
// Relative, not the package name: Vite bundles its config's relative imports but hands package ones to Node, which cannot load TypeScript.
import { DEFAULT_MAP_TILE_URL } from "../../packages/contracts/src/map-tiles.ts";
import { DEFERRED_MODULES_LOADER } from "../../packages/contracts/src/prerender.ts";
import { appContentSecurityPolicy, baseSecurityHeaders, inlineScripts, sourceOf } from "../../packages/contracts/src/security-headers.ts";
import { missingPublisherFields, publisherEnvName, publisherFromEnv } from "./src/content/legal/publisher.ts";

/** What the server reads to preload a page's own chunks with the entry (see the server's platform/serve-web.ts). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

export interface RoutePreload {
  /** Matches the paths the route renders (a layout: them and everything under them). */
  pattern: string;
  /** Dynamic segments: where two routes match, the one with fewer wins (/games/create over /games/$gameId). */
  params: number;
  layout: boolean;
  /** The route's split chunks and what they import, minus what the entry already brings. */
  files: string[];
}

/** `$lang/_authed/games/$gameId` → the URL pattern TanStack Router's file conventions give it. */
export function routePattern(routeFile: string, layout: boolean): { pattern: string; params: number } {
  const segments = routeFile
    .split("/")
    .filter((segment) => !segment.startsWith("_") && segment !== "index" && segment !== "route");
  const params = segments.filter((segment) => segment.startsWith("$")).length;
  const body = segments.map((segment) => (segment.startsWith("$") ? "/[^/]+" : `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}`)).join("");
  return { pattern: `^${body}${layout ? "(?:/|$)" : "/?$"}`, params };
}

/** A bundle's chunks, and for any of them the chunks it imports statically, itself included. */
export function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) staticClosure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  // The browser's entry imports the app in steps (src/main.tsx): what it imports so is part of the start.
  const browserEntry = entry?.moduleIds.some((id) => id.endsWith(`${path.sep}src${path.sep}main.tsx`));
  const steps = browserEntry ? entry!.dynamicImports : [];
  const withEntry = new Set<string>();
  if (entry) for (const file of [entry.fileName, ...steps]) staticClosure(file, withEntry);
  return { chunks, byFile, staticClosure, withEntry };
}

/**
 * Names in index.html, as modulepreloads, the chunks the entry imports in steps (src/main.tsx):
 * Vite lists only its static imports, and the others would be asked for once the entry had run,
 * a round trip later.
 */
export function stagedStartPreloads(): Plugin {
  return {
    name: "escouade:staged-start-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return html;
        const { withEntry, byFile } = chunkGraph(context.bundle);
        const base = context.server?.config.base ?? "/";
        const links = [...withEntry]
          .filter((file) => !byFile.get(file)?.isEntry && !html.includes(`${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        return html.replace(/(\s*)<script type="module"/, (match, space: string) => `${links.map((link) => space + link).join("")}${match}`);
      },
    },
  };
}

/**
 * Writes, for each route whose component is split into its own chunk, which files that page
 * needs, so the server can name them in the page and the browser fetches them with the entry
 * rather than in a second round once the entry has run.
 */
export function routePreloads(routesDir: string): Plugin {
  return {
    name: "escouade:route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const { chunks, staticClosure, withEntry } = chunkGraph(bundle);
      // Every page but the home waits for the rest of its language's catalog (catalog-split.ts):
      // French, the default, is fetched with the page's own chunks.
      const frenchRest = chunks.find((chunk) => /[\\/]fr[\\/]messages\.po\?rest$/.test(chunk.facadeModuleId ?? ""));
      const routes = new Map<string, Set<string>>();
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? "";
        if (!id.includes("tsr-split") || !id.startsWith(routesDir)) continue;
        const routeFile = path.relative(routesDir, id.split("?")[0]!).replace(/\.tsx?$/, "");
        const files = routes.get(routeFile) ?? new Set<string>();
        for (const file of staticClosure(chunk.fileName)) if (!withEntry.has(file)) files.add(file);
        routes.set(routeFile, files);
      }
      const preloads: RoutePreload[] = [...routes].map(([routeFile, files]) => {
        // A layout renders its children: `x/route.tsx`, or `x.tsx` beside a folder `x/`.
        const layout = routeFile.endsWith("/route") || existsSync(path.join(routesDir, routeFile));
        // A page, not a layout: a pathless layout's pattern also matches the home.
        if (frenchRest && !layout) files.add(frenchRest.fileName);
        return { ...routePattern(routeFile, layout), layout, files: [...files].sort() };
      });
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}

/**
 * Puts the stylesheet before the scripts in index.html: the browser asks for files in document
 * order, and over HTTP/1.1 (six connections per host) a stylesheet listed after a dozen
 * modulepreloads waits for them, and so does the first paint.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: "escouade:stylesheet-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const firstScript = html.search(/\s*<script type="module"/);
        if (stylesheets.length === 0 || firstScript < 0) return html;
        let rest = html;
        for (const link of stylesheets) rest = rest.replace(link, "");
        const at = rest.search(/\s*<script type="module"/);
        return rest.slice(0, at) + stylesheets.join("") + rest.slice(at);
      },
    },
  };
}

/**
 * The loader of a prerendered page's scripts (decision 025), at the end of the body of every page:
 * constant, so the policy's hash of it is the same for all; it does nothing without its JSON block.
 */
export function deferredModulesLoader(): Plugin {
  return {
    name: "escouade:deferred-modules-loader",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace("</body>", `<script>${DEFERRED_MODULES_LOADER}</script>\n  </body>`),
    },
  };
}

/**
 * A production build without the publisher's details would publish an incomplete legal notice
 * (French LCEN art. 6): the build says which VITE_PUBLISHER_* variables are missing.
 */
export function publisherDetailsCheck(envDir: string): Plugin {
  return {
    name: "escouade:publisher-details",
    apply: "build",
    configResolved(config) {
      const missing = missingPublisherFields(publisherFromEnv({ ...loadEnv(config.mode, envDir, "VITE_PUBLISHER_"), ...process.env }));
      if (missing.length > 0) {
        config.logger.warn(`The legal notice lacks ${missing.length} publisher details (${missing.map(publisherEnvName).join(", ")}): set them in .env or the build's environment.`);
      }
    },
  };
}

/**
 * The production server's security headers on Vite's dev and preview servers too, so a page that
 * breaks the policy breaks while it is written. The dev page carries inline scripts of Vite's own
 * (React's refresh preamble): each page's are hashed as it is sent, so none runs that is not
 * there. Only the WebSocket for module updates is added.
 */
export function securityHeaders(envDir: string): Plugin {
  let policyFor: (html: string) => string = () => "";
  const apply = (res: ServerResponse) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders())) res.setHeader(name, value);
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const body = args[0];
      const html = String(res.getHeader("content-type") ?? "").includes("text/html") && (typeof body === "string" || Buffer.isBuffer(body));
      if (!res.headersSent) res.setHeader("content-security-policy", policyFor(html ? String(body) : ""));
      return end(...args);
    }) as ServerResponse["end"];
  };
  return {
    name: "escouade:security-headers",
    configResolved(config) {
      const env = { ...loadEnv(config.mode, envDir, "VITE_"), ...process.env };
      const sources = [env.VITE_SERVER_URL, env.VITE_MEDIA_URL].map(sourceOf).filter((s): s is string => s !== undefined);
      const tiles = sourceOf(env.VITE_MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL);
      policyFor = (html) =>
        appContentSecurityPolicy({
          scriptHashes: inlineScripts(html).map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`),
          images: [...sources, ...(tiles ? [tiles] : [])],
          connect: sources,
          devSocket: config.command === "serve",
        });
    },
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        apply(res);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        apply(res);
        next();
      });
    },
  };
}
