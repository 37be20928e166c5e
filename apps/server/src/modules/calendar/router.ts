import { CALENDAR_FEED_PATH } from "@escouade/contracts/calendar";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { feedTokenOf, replaceFeedToken } from "./service.ts";

const feedPath = (token: string) => ({ path: `${CALENDAR_FEED_PATH}/${token}.ics` });

export const calendarRouter = router({
  /** The player's private feed address (made on first ask), for their phone's calendar. */
  getFeed: onboardedProcedure.query(async ({ ctx }) => feedPath(await feedTokenOf(ctx.db, ctx.user))),
  /** A new address: the old one, if it leaked, opens nothing any more. */
  replaceFeed: onboardedProcedure.mutation(async ({ ctx }) => feedPath(await replaceFeedToken(ctx.db, ctx.user))),
});
