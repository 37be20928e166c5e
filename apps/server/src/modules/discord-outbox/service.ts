/*
 * What the features queue for Discord channels (decision 038): called inside the transaction that
 * makes a change, one job per channel that asked for it. Kept apart from modules/discord, which
 * reads the teams' and places' rights and posts the jobs, so that those features can call it.
 */
export { announceGames, announceIfPlacesOpened, announceMemberGoing, announceNews, discordPostQueue, type DiscordJob, type DiscordPost } from "./announce.ts";
