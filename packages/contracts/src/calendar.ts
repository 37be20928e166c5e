/**
 * Calendars (docs/product.md §4): a game's `.ics` file ("add to my calendar") and a player's private feed
 * of their games that a phone's calendar subscribes to. Both are plain GET routes on the server.
 */
export const CALENDAR_GAME_PATH = "/calendar/games";
export const CALENDAR_FEED_PATH = "/calendar/feed";

/** The address of one game's file; a private game's needs its link's token. */
export function gameCalendarPath(gameId: number, shareToken?: string | null): string {
  return `${CALENDAR_GAME_PATH}/${gameId}.ics${shareToken ? `?share=${encodeURIComponent(shareToken)}` : ""}`;
}

/** How far back a feed keeps games already played (then they leave the phone's calendar too). */
export const CALENDAR_FEED_PAST_DAYS = 30;
