import type { FastifyInstance } from "fastify";
import type { Auth } from "./auth.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";

/** Bridges Fastify to better-auth's fetch handler under /api/auth. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, serverUrl: string) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    async handler(request, reply) {
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined || key === CLIENT_IP_HEADER) continue;
        headers.append(key, Array.isArray(value) ? value.join(", ") : String(value));
      }
      // Fastify has already resolved the client address (honouring TRUST_PROXY); rate limits key on it.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await auth.handler(
        new Request(new URL(request.url, serverUrl), {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
