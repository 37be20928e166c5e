import type { FastifyInstance } from "fastify";
import { refuseLikeTrpc } from "./trpc-refusal.ts";

/**
 * Whether a request may change state, as better-auth decides for its own routes: its Origin is
 * one we trust. Browsers send Origin on every POST, same-origin or not, a form's included; a
 * request without one is not a browser's, and may go on only if it carries no cookie, so there
 * is no session to act with (and the browser's Sec-Fetch-Site does not call it cross-site).
 */
export function isTrustedRequest(headers: Record<string, string | string[] | undefined>, trustedOrigins: readonly string[]) {
  const origin = headers.origin;
  if (typeof origin === "string") return trustedOrigins.includes(origin);
  return headers.cookie === undefined && headers["sec-fetch-site"] !== "cross-site";
}

/**
 * tRPC mutations (uploads included) are POSTs: one from a page of another site is refused with a
 * 403 before it is read, as better-auth refuses its own routes. CORS alone would only hide the
 * answer; a form or a no-cors fetch would still have changed something with the visitor's cookie.
 */
export function refuseCrossSiteMutations(app: FastifyInstance, trustedOrigins: readonly string[]) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST" || !request.url.startsWith("/trpc/")) return;
    if (isTrustedRequest(request.headers, trustedOrigins)) return;
    request.log.warn({ origin: request.headers.origin, url: request.url }, "cross-site mutation refused");
    return refuseLikeTrpc(request, reply, 403, "FORBIDDEN");
  });
}
