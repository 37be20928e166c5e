import { openGameSchema } from "@escouade/contracts/games";
import { rateGameSchema, ratePlayerSchema } from "@escouade/contracts/ratings";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { getGameRatings, rateGame, ratePlayer } from "./service.ts";

export const ratingsRouter = router({
  rateGame: onboardedProcedure.input(rateGameSchema).mutation(({ ctx, input }) => rateGame(ctx.db, ctx.user, input)),
  ratePlayer: onboardedProcedure.input(ratePlayerSchema).mutation(({ ctx, input }) => ratePlayer(ctx.db, ctx.user, input)),
  getGameRatings: publicProcedure
    .input(openGameSchema)
    .query(({ ctx, input }) => getGameRatings(ctx.db, ctx.session?.user.id ?? null, input.gameId, input.shareToken)),
});
