/** Calendars (docs/product.md §4): a game's .ics file and a player's private, revocable feed of their games. */
export { feedTokenOf, replaceFeedToken } from "./feed.ts";
export { registerCalendarRoutes } from "./routes.ts";
