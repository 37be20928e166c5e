/*
 * Discord channels that hear of a team's, a place's or an organizer's games (decision 038): the
 * connections their owners make, and the job that posts what the features queued
 * (modules/discord-outbox).
 */
export { connectDiscord, disconnectDiscord, listDiscordConnections, updateDiscordConnection, type DiscordDeps } from "./connections.ts";
export { discordPostQueue } from "../discord-outbox/service.ts";
export { discordPostHandler } from "./delivery.ts";
export type { DiscordEmbed, DiscordMessage } from "./webhook-client.ts";
