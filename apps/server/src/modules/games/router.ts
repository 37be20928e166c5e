import { createGameSchema, gameIdSchema, gameSearchSchema, updateGameSchema } from "@escouade/contracts/games";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { cancelGame, createGame, getGame, searchGames, updateGame } from "./service.ts";

export const gamesRouter = router({
  getGames: publicProcedure
    .input(gameSearchSchema.optional())
    .query(({ ctx, input }) => searchGames(ctx.db, ctx.session?.user.id ?? null, input ?? {})),
  getGame: publicProcedure.input(gameIdSchema).query(({ ctx, input }) => getGame(ctx.db, ctx.session?.user.id ?? null, input.gameId)),
  createGame: onboardedProcedure.input(createGameSchema).mutation(({ ctx, input }) => createGame(ctx.db, ctx.user, input)),
  updateGame: onboardedProcedure.input(updateGameSchema).mutation(({ ctx, input }) => updateGame(ctx.db, ctx.user, input)),
  cancelGame: onboardedProcedure.input(gameIdSchema).mutation(({ ctx, input }) => cancelGame(ctx.db, ctx.user, input.gameId)),
});
