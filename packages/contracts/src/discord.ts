import { UI_LANGUAGES } from "./languages.ts";
import { serialIdSchema, VALIDATION } from "./validation.ts";
import { textIdSchema } from "./teams.ts";
import { z } from "./zod.ts";

/**
 * Discord channels that hear of a team's, a place's or an organizer's games (docs/product.md §7,
 * "On other sites"; decision 038): the owner pastes a channel's webhook address, and chooses what
 * is posted there.
 */
export const DISCORD_OWNER_KINDS = ["team", "place", "organizer"] as const;
export type DiscordOwnerKind = (typeof DISCORD_OWNER_KINDS)[number];

/**
 * What a connection may post: a new game, a game's change or cancellation, places opening on a
 * full game, and the news a team or a place writes (an organizer writes none).
 */
export const DISCORD_EVENTS = ["new_game", "game_updates", "places_open", "news"] as const;
export type DiscordEvent = (typeof DISCORD_EVENTS)[number];

export function discordEventsOf(kind: DiscordOwnerKind, options: { gamesHeld?: boolean } = {}): readonly DiscordEvent[] {
  if (kind === "organizer") return DISCORD_EVENTS.filter((event) => event !== "news");
  // A shop or a workshop holds no games: only its news is theirs to announce.
  if (kind === "place" && options.gamesHeld === false) return ["news"];
  return DISCORD_EVENTS;
}

/** What happened to a game, as a channel is told. */
export type GameAnnouncement = "new_game" | "game_changed" | "game_cancelled" | "places_open";

/** Channels per team, place or organizer: a club has a few (announcements, recruiting), not dozens. */
export const DISCORD_CONNECTIONS_MAX = 5;

/**
 * Discord's own hosts and its webhook path, `/api[/v10]/webhooks/{id}/{token}`: a query or a
 * fragment is ignored. Only the id and token are kept; posts go to Discord's API, never to the
 * address as pasted.
 */
const WEBHOOK_URL =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d{1,2})?\/webhooks\/(\d{17,20})\/([A-Za-z0-9_-]{60,100})\/?(?:[?#][^\s]*)?$/;
const WEBHOOK_URL_MAX = 300;

export interface DiscordWebhookRef {
  id: string;
  token: string;
}

/** A channel webhook's id and token, when `text` is one of Discord's webhook addresses; else null. */
export function parseDiscordWebhookUrl(text: string): DiscordWebhookRef | null {
  const trimmed = text.trim();
  if (trimmed.length > WEBHOOK_URL_MAX) return null;
  const match = WEBHOOK_URL.exec(trimmed);
  return match ? { id: match[1]!, token: match[2]! } : null;
}

export const discordWebhookUrlSchema = z
  .string()
  .trim()
  .min(1, VALIDATION.required)
  .max(WEBHOOK_URL_MAX, VALIDATION.tooLong)
  .refine((text) => parseDiscordWebhookUrl(text) !== null, VALIDATION.discordWebhookInvalid);

/** Whose channel: a team the actor leads, a place they own, or their own games as an organizer. */
export const discordOwnerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("team"), teamId: textIdSchema }),
  z.object({ kind: z.literal("place"), shopId: serialIdSchema }),
  z.object({ kind: z.literal("organizer") }),
]);
export type DiscordOwner = z.infer<typeof discordOwnerSchema>;

const eventsSchema = z
  .array(z.enum(DISCORD_EVENTS))
  .min(1, VALIDATION.discordEventsRequired)
  .max(DISCORD_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const connectDiscordSchema = z.object({
  owner: discordOwnerSchema,
  url: discordWebhookUrlSchema,
  lang: z.enum(UI_LANGUAGES),
  events: eventsSchema,
});
export type ConnectDiscordInput = z.input<typeof connectDiscordSchema>;

export const updateDiscordSchema = z.object({
  connectionId: serialIdSchema,
  lang: z.enum(UI_LANGUAGES),
  events: eventsSchema,
});

export const discordConnectionIdSchema = z.object({ connectionId: serialIdSchema });

/** A connection as its owner sees it: never its token. */
export interface DiscordConnectionView {
  id: number;
  /** The webhook's name in Discord, read when it was connected. */
  name: string;
  lang: (typeof UI_LANGUAGES)[number];
  events: DiscordEvent[];
  /** Off since Discord said the webhook was deleted: paste a new one. */
  offSince: Date | null;
  lastPostAt: Date | null;
  createdAt: Date;
}
