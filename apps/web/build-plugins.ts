/** Vite plugins of our own: the legal notice's check, and the server's security headers on Vite's own servers. */
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { loadEnv, type Plugin, type Rollup } from "vite";
// Relative, not the package name: Vite bundles its config's relative imports but hands package ones to Node, which cannot load TypeScript.
import { DEFAULT_MAP_TILE_URL } from "../../packages/contracts/src/map-tiles.ts";
import { appContentSecurityPolicy, baseSecurityHeaders, inlineScripts, sourceOf } from "../../packages/contracts/src/security-headers.ts";
import { missingPublisherFields, publisherEnvName, publisherFromEnv } from "./src/content/legal/publisher.ts";

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
  const withEntry = new Set<string>();
  if (entry) staticClosure(entry.fileName, withEntry);
  return { chunks, byFile, staticClosure, withEntry };
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
        config.logger.warn(
          `The legal notice lacks ${missing.length} publisher details (${missing.map(publisherEnvName).join(", ")}): set them in .env or the build's environment.`,
        );
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
