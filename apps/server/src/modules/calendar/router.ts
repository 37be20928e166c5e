import { onboardedProcedure, router } from "../../trpc/init.ts";
import { getFeedAddress, replaceFeedAddress } from "./service.ts";

export const calendarRouter = router({
  /** The player's private feed address (made on first ask), for their phone's calendar. */
  getFeed: onboardedProcedure.query(({ ctx }) => getFeedAddress(ctx.db, ctx.user)),
  /** A new address: the old one, if it leaked, opens nothing any more. */
  replaceFeed: onboardedProcedure.mutation(({ ctx }) => replaceFeedAddress(ctx.db, ctx.user)),
});
