import { CALENDAR_FEED_PATH } from "@escouade/contracts/calendar";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../core/actor.ts";
import { feedTokenOf, replaceFeedToken } from "./feed.ts";

/** Calendars (docs/product.md §4): a game's .ics file and a player's private, revocable feed of their games. */
export { registerCalendarRoutes } from "./routes.ts";

const feedPath = (token: string) => ({ path: `${CALENDAR_FEED_PATH}/${token}.ics` });

/** The player's private feed address (made on first ask), for their phone's calendar. */
export async function getFeedAddress(db: Db, actor: Actor) {
  return feedPath(await feedTokenOf(db, actor));
}

/** A new address: the old one, if it leaked, opens nothing any more. */
export async function replaceFeedAddress(db: Db, actor: Actor) {
  return feedPath(await replaceFeedToken(db, actor));
}
