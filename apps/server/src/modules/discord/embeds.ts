import type { DiscordEvent, GameAnnouncement } from "@escouade/contracts/discord";
import type { UiLanguage } from "@escouade/contracts/languages";
import type { DiscordEmbed, DiscordMessage } from "./webhook-client.ts";

/*
 * What a connected channel reads, in the connection's language (decision 038). Like the e-mails,
 * these leave the server outside the web's Lingui catalogs: their four languages live here.
 * French typography: a no-break space before : ! ? (U+00A0).
 */

interface Texts {
  locale: string;
  headings: Record<GameAnnouncement, string>;
  when: string;
  where: string;
  price: string;
  places: string;
  free: string;
  full: string;
  left: (left: number, max: number) => string;
  /** "(heure de Paris)": the venue's clock, named by its zone's city. */
  clock: (city: string) => string;
  open: string;
  news: (name: string) => string;
  connected: string;
  connectedText: (name: string, events: string) => string;
  events: Record<DiscordEvent, string>;
  and: string;
}

const TEXTS: Record<UiLanguage, Texts> = {
  fr: {
    locale: "fr",
    headings: { new_game: "Nouvelle partie", game_changed: "Partie modifiée", game_cancelled: "Partie annulée", places_open: "Des places se libèrent" },
    when: "Quand",
    where: "Où",
    price: "Prix",
    places: "Places libres",
    free: "Gratuit",
    full: "Complet",
    left: (left, max) => `${left} sur ${max}`,
    clock: (city) => `heure de ${city}`,
    open: "Voir la partie et s'inscrire sur Escouade",
    news: (name) => `Actualité de ${name}`,
    connected: "Escouade est connecté",
    connectedText: (name, events) => `Ce salon recevra les annonces de ${name}\u00a0: ${events}.`,
    events: {
      new_game: "les nouvelles parties",
      game_updates: "les modifications ou annulations",
      places_open: "les places qui se libèrent sur une partie complète",
      news: "les actualités",
    },
    and: "et",
  },
  en: {
    locale: "en-GB",
    headings: { new_game: "New game", game_changed: "Game updated", game_cancelled: "Game cancelled", places_open: "Places have opened up" },
    when: "When",
    where: "Where",
    price: "Price",
    places: "Places left",
    free: "Free",
    full: "Full",
    left: (left, max) => `${left} of ${max}`,
    clock: (city) => `${city} time`,
    open: "See the game and sign up on Escouade",
    news: (name) => `News from ${name}`,
    connected: "Escouade is connected",
    connectedText: (name, events) => `This channel will receive the announcements of ${name}: ${events}.`,
    events: {
      new_game: "new games",
      game_updates: "changes or cancellations",
      places_open: "places opening up on a full game",
      news: "news",
    },
    and: "and",
  },
  es: {
    locale: "es",
    headings: { new_game: "Nueva partida", game_changed: "Partida modificada", game_cancelled: "Partida cancelada", places_open: "Se han liberado plazas" },
    when: "Cuándo",
    where: "Dónde",
    price: "Precio",
    places: "Plazas libres",
    free: "Gratis",
    full: "Completa",
    left: (left, max) => `${left} de ${max}`,
    clock: (city) => `hora de ${city}`,
    open: "Ver la partida e inscribirse en Escouade",
    news: (name) => `Novedades de ${name}`,
    connected: "Escouade está conectado",
    connectedText: (name, events) => `Este canal recibirá los anuncios de ${name}: ${events}.`,
    events: {
      new_game: "las nuevas partidas",
      game_updates: "los cambios o cancelaciones",
      places_open: "las plazas que se liberan en una partida completa",
      news: "las novedades",
    },
    and: "y",
  },
  de: {
    locale: "de",
    headings: { new_game: "Neues Spiel", game_changed: "Spiel geändert", game_cancelled: "Spiel abgesagt", places_open: "Wieder Plätze frei" },
    when: "Wann",
    where: "Wo",
    price: "Preis",
    places: "Freie Plätze",
    free: "Kostenlos",
    full: "Ausgebucht",
    left: (left, max) => `${left} von ${max}`,
    clock: (city) => `Ortszeit ${city}`,
    open: "Spiel ansehen und auf Escouade anmelden",
    news: (name) => `Neuigkeiten von ${name}`,
    connected: "Escouade ist verbunden",
    connectedText: (name, events) => `In diesem Kanal erscheinen die Ankündigungen von ${name}: ${events}.`,
    events: {
      new_game: "neue Spiele",
      game_updates: "Änderungen oder Absagen",
      places_open: "frei werdende Plätze bei ausgebuchten Spielen",
      news: "Neuigkeiten",
    },
    and: "und",
  },
};

/** Discord's own limits on an embed (its API refuses past them). */
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;
const FIELD_MAX = 1024;

const COLOURS: Record<GameAnnouncement | "news" | "connected", number> = {
  new_game: 0x4d7c0f,
  game_changed: 0x2563eb,
  game_cancelled: 0xb91c1c,
  places_open: 0xd97706,
  news: 0x4d7c0f,
  connected: 0x4d7c0f,
};

function cut(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface AnnouncedGame {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** The known field's name, when the game is at one. */
  placeName: string | null;
  city: string;
  postalCode: string;
  priceCents: number;
  maxPlayers: number;
  confirmedCount: number;
  coverUrl: string | null;
}

/** "samedi 14 mars, 09:00 – 17:00 (heure de Paris)", on the venue's clock; a game over several days names both. */
function whenText(game: AnnouncedGame, texts: Texts) {
  const timeZone = game.timeZone;
  const day = new Intl.DateTimeFormat(texts.locale, { weekday: "long", day: "numeric", month: "long", timeZone });
  const time = new Intl.DateTimeFormat(texts.locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const sameDay = day.format(game.startsAt) === day.format(game.endsAt);
  const span = sameDay
    ? `${day.format(game.startsAt)}, ${time.format(game.startsAt)} – ${time.format(game.endsAt)}`
    : `${day.format(game.startsAt)} ${time.format(game.startsAt)} – ${day.format(game.endsAt)} ${time.format(game.endsAt)}`;
  const city = (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
  // Discord writes <t:…:R> in each reader's own words and time ("dans 3 jours").
  return `${span} (${texts.clock(city)})\n<t:${Math.floor(game.startsAt.getTime() / 1000)}:R>`;
}

function priceText(cents: number, texts: Texts) {
  if (cents === 0) return texts.free;
  return new Intl.NumberFormat(texts.locale, { style: "currency", currency: "EUR", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
}

export const gameLink = (appUrl: string, lang: UiLanguage, gameId: number) => `${appUrl}/${lang}/games/${gameId}`;

/** One game, as a channel reads it: what happened, then the title, when and where, the price and the places left. */
export function gameMessage(announcement: GameAnnouncement, game: AnnouncedGame, lang: UiLanguage, appUrl: string): DiscordMessage {
  const texts = TEXTS[lang];
  const left = Math.max(0, game.maxPlayers - game.confirmedCount);
  const place = [game.placeName, [game.postalCode, game.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const fields: NonNullable<DiscordEmbed["fields"]> = [
    { name: texts.when, value: cut(whenText(game, texts), FIELD_MAX) },
    { name: texts.where, value: cut(place || "—", FIELD_MAX), inline: true },
    { name: texts.price, value: priceText(game.priceCents, texts), inline: true },
  ];
  if (announcement !== "game_cancelled") fields.push({ name: texts.places, value: left > 0 ? texts.left(left, game.maxPlayers) : texts.full, inline: true });
  const url = gameLink(appUrl, lang, game.id);
  const embed: DiscordEmbed = {
    author: { name: texts.headings[announcement] },
    title: cut(game.title, TITLE_MAX),
    url,
    description: announcement === "game_cancelled" ? undefined : `[${texts.open}](${url})`,
    color: COLOURS[announcement],
    fields,
    footer: { text: "Escouade" },
  };
  if (game.coverUrl && announcement !== "game_cancelled") embed.image = { url: game.coverUrl };
  return { embeds: [embed] };
}

/** A team's or a place's news: its text, its first photo, a link to its page. */
export function newsMessage(news: { ownerName: string; pageUrl: string; text: string; photoUrl: string | null }, lang: UiLanguage): DiscordMessage {
  const texts = TEXTS[lang];
  const embed: DiscordEmbed = {
    title: cut(texts.news(news.ownerName), TITLE_MAX),
    url: news.pageUrl,
    description: cut(news.text, DESCRIPTION_MAX),
    color: COLOURS.news,
    footer: { text: "Escouade" },
  };
  if (news.photoUrl) embed.image = { url: news.photoUrl };
  return { embeds: [embed] };
}

/** The test post made when a channel is connected: what it will receive, and from whom. */
export function connectedMessage(ownerName: string, events: readonly DiscordEvent[], lang: UiLanguage, pageUrl: string): DiscordMessage {
  const texts = TEXTS[lang];
  const names = events.map((event) => texts.events[event]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} ${texts.and} ${names.at(-1)}` : (names[0] ?? "");
  return {
    embeds: [
      {
        title: texts.connected,
        url: pageUrl,
        description: cut(texts.connectedText(ownerName, list), DESCRIPTION_MAX),
        color: COLOURS.connected,
        footer: { text: "Escouade" },
      },
    ],
  };
}
