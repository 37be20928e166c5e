import { UI_LANGUAGES } from "@escouade/contracts/languages";
import { and, asc, gte, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { game } from "../../db/schema/index.ts";
import { listableBy } from "../games/service.ts";
import { publicPlaceIds } from "../shops/service.ts";
import { publicTeams } from "../teams/service.ts";

/** The pages anyone may open, in every language (paths after `/{lang}`). */
const PUBLIC_PAGES = [
  "",
  "/search/games",
  "/search/shops",
  "/map",
  "/toolbox",
  "/faq",
  "/contact",
  "/partner",
  "/legal-notice",
  "/privacy-policy",
  "/term-of-use",
  "/term-of-sale",
  "/cookies-policy",
];

/**
 * Search engines read at most 50 000 addresses from one sitemap, and each page counts four times
 * (its languages): 8 000 games, 2 000 places and 2 000 teams stay under it with the fixed pages.
 */
const MAX_GAMES = 8_000;
const MAX_PLACES = 2_000;
const MAX_TEAMS = 2_000;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One page in its four languages, each naming the others (hreflang), as Google's sitemap guide asks. */
function entries(origin: string, path: string, lastModified?: Date): string[] {
  const alternates = UI_LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${origin}/${lang}${path}`)}"/>`).join("");
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
  return UI_LANGUAGES.map((lang) => `<url><loc>${escapeXml(`${origin}/${lang}${path}`)}</loc>${modified}${alternates}</url>`);
}

/** The upcoming public games, soonest first: what a stranger may find (friends-only and private games never). */
export async function upcomingPublicGames(db: Db, now = new Date()) {
  return db
    .select({ id: game.id, updatedAt: game.updatedAt })
    .from(game)
    .where(and(listableBy(null), isNull(game.cancelledAt), gte(game.endsAt, now)))
    .orderBy(asc(game.startsAt), asc(game.id))
    .limit(MAX_GAMES);
}

/** `/sitemap.xml`: the public pages, the upcoming public games, the places and the teams, in the four languages. */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const [games, places, teams] = await Promise.all([upcomingPublicGames(db), publicPlaceIds(db, MAX_PLACES), publicTeams(db, MAX_TEAMS)]);
  const urls = [
    ...PUBLIC_PAGES.flatMap((path) => entries(origin, path)),
    ...games.flatMap((row) => entries(origin, `/games/${row.id}`, row.updatedAt)),
    ...places.flatMap((row) => entries(origin, `/shops/${row.id}`)),
    ...teams.flatMap((row) => entries(origin, `/teams/${row.slug}`, row.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
}

/** `/robots.txt`: what crawlers may read, and where the sitemap is (an absolute address, as the format asks). */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /trpc/", "Disallow: /live", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** GET /sitemap.xml and /robots.txt, for search engines, on the site's public address. */
export function registerSitemapRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string }) {
  const origin = deps.appUrl.replace(/\/+$/, "");
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await sitemapXml(deps.db, origin)),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", "public, max-age=86400").send(robotsTxt(origin)),
  );
}
