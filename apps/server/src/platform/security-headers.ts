import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy, baseSecurityHeaders, inlineScripts, sourceOf } from "@escouade/contracts/security-headers";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** What is never a page: the API, auth, media, the live stream, probes and the dev outbox. */
const NOT_A_PAGE = /^\/(trpc|api|media|live|dev|healthz|readyz)(\/|$|\?)/;

/** CSP's form of a script's hash. */
export function scriptHash(source: string) {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

type PolicyConfig = Pick<Config, "publicAppUrl" | "serverUrl" | "mediaPublicUrl" | "webMediaUrl" | "mapTileUrl">;

/**
 * The SPA's policy for this deployment: its media and tile origins, the static page's inline
 * scripts by hash, and a page drawn on the server its own nonce.
 */
export function appPolicyFor(config: PolicyConfig, webDistDir: string, nonce?: string) {
  const indexPath = path.join(webDistDir, "index.html");
  const scripts = existsSync(indexPath) ? inlineScripts(readFileSync(indexPath, "utf8")) : [];
  const defined = (sources: (string | undefined)[]) => sources.filter((s): s is string => s !== undefined);
  const media = defined([sourceOf(config.mediaPublicUrl), sourceOf(config.webMediaUrl)]);
  return appContentSecurityPolicy({
    scriptHashes: scripts.map(scriptHash),
    images: [...media, ...defined([sourceOf(config.mapTileUrl)])],
    // The service worker fetches media for its cache, and a split deployment calls the API there.
    connect: [...media, ...defined([sourceOf(config.serverUrl)])],
    https: config.publicAppUrl.startsWith("https:"),
    nonce,
  });
}

/**
 * Every response, pages, files, API and live stream alike, carries the security headers
 * (decision 019): set on the reply before any route runs, so even a hijacked stream and a refusal
 * from an earlier hook have them.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: PolicyConfig & Pick<Config, "webDistDir">) {
  const https = config.publicAppUrl.startsWith("https:");
  const base = baseSecurityHeaders({ https });
  const appPolicy = appPolicyFor(config, config.webDistDir);
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(base);
    reply.header("content-security-policy", NOT_A_PAGE.test(request.url) ? API_CONTENT_SECURITY_POLICY : appPolicy);
  });
}

/**
 * What Fastify and Node answer before any hook runs: a URL the router cannot read (400) and a
 * request whose head is too large (431). Each gets the security headers and a fixed body that
 * echoes nothing of the request (decision 032). Passed to `Fastify()` at creation.
 */
export function frameworkRefusals(config: Pick<Config, "publicAppUrl">) {
  const headers = { ...baseSecurityHeaders({ https: config.publicAppUrl.startsWith("https:") }), "content-security-policy": API_CONTENT_SECURITY_POLICY };
  const bodyOf = (status: number) => JSON.stringify({ error: STATUS_CODES[status], statusCode: status });
  return {
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).headers(headers).type("application/json; charset=utf-8").send(bodyOf(400));
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed || !socket.writable) {
        socket.destroy();
        return;
      }
      const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      const body = bodyOf(status);
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        "connection: close",
        "content-type: application/json; charset=utf-8",
        `content-length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
    },
  };
}
