import { embedOptionsSchema, embedTargetSchema } from "@escouade/contracts/embed";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { RenderEmbed } from "../../platform/serve-web.ts";
import { embedListing } from "./listing.ts";

/**
 * The widget's own policy: no script, no image, nothing fetched; its one stylesheet by nonce; and
 * unlike every other page, any site may frame it (docs/decisions/037).
 */
export const embedPolicy = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors *; base-uri 'none'; form-action 'none'`;

/**
 * GET /embed/{team|field|organizer}/{key}?lang=&theme=: the widget a club's site frames. Without
 * cookies either way (it never reads the visitor's session, and sets none), cached a few minutes
 * by the visitor's browser and any shared cache.
 */
export function registerEmbedRoutes(app: FastifyInstance, deps: { db: Db; origin: string; render: RenderEmbed }) {
  const origin = deps.origin.replace(/\/+$/, "");
  app.get<{ Params: { kind: string; key: string }; Querystring: Record<string, unknown> }>("/embed/:kind/:key", async (request, reply) => {
    const target = embedTargetSchema.safeParse(request.params);
    const listing = target.success ? await embedListing(deps.db, target.data) : null;
    if (!listing) return reply.status(404).type("text/plain; charset=utf-8").header("cache-control", "no-store").send("Not Found");
    const options = embedOptionsSchema.parse(request.query ?? {});
    const nonce = randomBytes(16).toString("base64");
    const html = await deps.render({ ...options, nonce, origin, ...listing });
    // Framed by other sites: the app's DENY (security-headers.ts) is not for this page.
    reply.removeHeader("x-frame-options");
    return reply
      .header("content-security-policy", embedPolicy(nonce))
      .header("cache-control", "public, max-age=300")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
