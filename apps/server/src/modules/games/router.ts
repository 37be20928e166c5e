import { cancelGameSchema, createGameSchema, gameIdSchema, gameSearchSchema, openGameSchema, updateGameSchema } from "@escouade/contracts/games";
import { followSeriesSchema, seriesIdSchema } from "@escouade/contracts/series";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { cancelGame, createGame, followSeries, getGameWithTicket, getSeries, regenerateShareToken, searchGames, updateGame } from "./service.ts";

export const gamesRouter = router({
  getGames: publicProcedure.input(gameSearchSchema.optional()).query(({ ctx, input }) => searchGames(ctx.db, ctx.session?.user.id ?? null, input ?? {})),
  getGame: publicProcedure
    .input(openGameSchema)
    .query(({ ctx, input }) => getGameWithTicket(ctx.db, ctx.session?.user.id ?? null, ctx.config.authSecret, input)),
  createGame: onboardedProcedure.input(createGameSchema).mutation(({ ctx, input }) => createGame(ctx.db, ctx.user, input)),
  updateGame: onboardedProcedure.input(updateGameSchema).mutation(({ ctx, input }) => updateGame(ctx.db, ctx.user, input)),
  /** A private game's new link: the old one stops opening it. */
  regenerateShareToken: onboardedProcedure.input(gameIdSchema).mutation(({ ctx, input }) => regenerateShareToken(ctx.db, ctx.user, input.gameId)),
  cancelGame: onboardedProcedure
    .input(cancelGameSchema)
    .mutation(({ ctx, input }) => cancelGame(ctx.db, ctx.user, input.gameId, input.message, { following: input.following })),
  /** A series' dates the viewer may see (docs/product.md §3). */
  getSeries: publicProcedure.input(seriesIdSchema).query(({ ctx, input }) => getSeries(ctx.db, ctx.session?.user.id ?? null, input.seriesId)),
  followSeries: onboardedProcedure.input(followSeriesSchema).mutation(({ ctx, input }) => followSeries(ctx.db, ctx.user, input)),
});
