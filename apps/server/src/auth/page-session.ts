import type { FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER, type Auth } from "./auth.ts";

export interface PageSession {
  /** What GET /api/auth/get-session would answer (null when signed out), without the session token. */
  json: string;
  /** A refreshed session cookie, when better-auth extended the session on this read. */
  setCookies: string[];
}

/**
 * The session a page is served with, so the SPA paints at once instead of asking for it first.
 * The token stays out of the page: the cookie carries it, and nothing in the app reads it.
 */
export function pageSessionReader(auth: Auth) {
  return async (request: FastifyRequest): Promise<PageSession> => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const response = await auth.api.getSession({ headers, asResponse: true });
    if (!response.ok) return { json: "null", setCookies: [] };
    const data = (await response.json()) as { session?: { token?: string } } | null;
    if (data?.session) delete data.session.token;
    return { json: JSON.stringify(data ?? null), setCookies: response.headers.getSetCookie() };
  };
}
