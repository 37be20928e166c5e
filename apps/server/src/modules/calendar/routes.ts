import { CALENDAR_FEED_PATH, CALENDAR_GAME_PATH } from "@escouade/contracts/calendar";
import { DEFAULT_LANGUAGE, isUiLanguage } from "@escouade/contracts/languages";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { feedOwner } from "./feed.ts";
import { gameEvent, gamesOf, openableGame } from "./game-events.ts";
import { icsCalendar } from "./ics.ts";

export interface CalendarRouteDeps {
  db: Db;
  appUrl: string;
  /** The signed-in viewer of a request, if any (a private game's registrant downloads its file). */
  viewerOf(headers: Headers): Promise<{ id: string; lang: string } | null>;
}

const FEED_NAMES: Record<string, string> = { fr: "Mes parties Escouade", en: "My Escouade games", es: "Mis partidas de Escouade", de: "Meine Escouade-Spiele" };

function sendCalendar(reply: FastifyReply, body: string, fileName: string | null) {
  reply.header("content-type", "text/calendar; charset=utf-8").header("cache-control", "private, no-store");
  if (fileName) reply.header("content-disposition", `attachment; filename="${fileName}"`);
  return reply.send(body);
}

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header("cache-control", "no-store")
    .send({ error: { appCode: "NOT_FOUND", httpStatus: 404 } });
}

function toHeaders(raw: Record<string, string | string[] | undefined>) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

/**
 * GET /calendar/games/:id.ics (a game the viewer may open, with ?share= for a private one) and
 * GET /calendar/feed/:token.ics (a player's games, for a calendar subscription: no session, the
 * token is the key). Anything else is a 404 that tells nothing.
 */
export function registerCalendarRoutes(app: FastifyInstance, deps: CalendarRouteDeps) {
  const host = new URL(deps.appUrl).host;

  app.get<{ Params: { file: string }; Querystring: { share?: unknown } }>(`${CALENDAR_GAME_PATH}/:file`, async (request, reply) => {
    const match = /^(\d{1,9})\.ics$/.exec(request.params.file);
    const gameId = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(gameId) || gameId > 2_147_483_647) return notFound(reply);
    const share = typeof request.query.share === "string" && request.query.share.length <= 100 ? request.query.share : undefined;
    const viewer = await deps.viewerOf(toHeaders(request.headers));
    const row = await openableGame(deps.db, viewer?.id ?? null, gameId, share);
    if (!row) return notFound(reply);
    const lang = viewer && isUiLanguage(viewer.lang) ? viewer.lang : DEFAULT_LANGUAGE;
    const body = icsCalendar({ name: row.title, events: [gameEvent(row, deps.appUrl, lang, host, row.visibility === "private" ? share : undefined)] });
    return sendCalendar(reply, body, `escouade-partie-${row.id}.ics`);
  });

  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PATH}/:file`, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(request.params.file);
    const owner = match ? await feedOwner(deps.db, match[1]!) : null;
    if (!owner) return notFound(reply);
    const lang = isUiLanguage(owner.lang) ? owner.lang : DEFAULT_LANGUAGE;
    const rows = await gamesOf(deps.db, owner.userId);
    const body = icsCalendar({ name: FEED_NAMES[lang] ?? FEED_NAMES.fr!, events: rows.map((row) => gameEvent(row, deps.appUrl, lang, host)) });
    return sendCalendar(reply, body, null);
  });
}
