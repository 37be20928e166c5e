import {
  answerCarpoolRequestSchema,
  carpoolGameSchema,
  carpoolOfferIdSchema,
  carpoolOfferSchema,
  carpoolRequestIdSchema,
  openCarpoolSchema,
} from "@escouade/contracts/carpool";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { answerRequest, cancelRequest, getCarpoolForGame, offerSeats, requestSeat, updateOffer, withdrawOffer } from "./service.ts";

/** Carpooling to a game (docs/product.md §4): its registered players and its organizer only. */
export const carpoolRouter = router({
  getForGame: onboardedProcedure.input(openCarpoolSchema).query(({ ctx, input }) => getCarpoolForGame(ctx.db, ctx.user.id, input.gameId, input.shareToken)),
  offer: onboardedProcedure.input(carpoolOfferSchema).mutation(({ ctx, input }) => offerSeats(ctx.db, ctx.user, input)),
  updateOffer: onboardedProcedure.input(carpoolOfferSchema).mutation(({ ctx, input }) => updateOffer(ctx.db, ctx.user, input)),
  withdrawOffer: onboardedProcedure.input(carpoolGameSchema).mutation(({ ctx, input }) => withdrawOffer(ctx.db, ctx.user, input.gameId)),
  requestSeat: onboardedProcedure.input(carpoolOfferIdSchema).mutation(({ ctx, input }) => requestSeat(ctx.db, ctx.user, input.offerId)),
  cancelRequest: onboardedProcedure.input(carpoolRequestIdSchema).mutation(({ ctx, input }) => cancelRequest(ctx.db, ctx.user, input.requestId)),
  answer: onboardedProcedure.input(answerCarpoolRequestSchema).mutation(({ ctx, input }) => answerRequest(ctx.db, ctx.user, input)),
});
