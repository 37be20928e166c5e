import { createGameSchema, gameIdSchema, gameSearchSchema, openGameSchema, updateGameSchema } from "@escouade/contracts/games";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { ticketCode } from "../../platform/ticket-signature.ts";
import { cancelGame, createGame, getGame, regenerateShareToken, searchGames, updateGame } from "./service.ts";

export const gamesRouter = router({
  getGames: publicProcedure.input(gameSearchSchema.optional()).query(({ ctx, input }) => searchGames(ctx.db, ctx.session?.user.id ?? null, input ?? {})),
  getGame: publicProcedure.input(openGameSchema).query(async ({ ctx, input }) => {
    const found = await getGame(ctx.db, ctx.session?.user.id ?? null, input.gameId, input.shareToken);
    const mine = found.myRegistration;
    // A confirmed place comes with its ticket: the page, kept offline, shows it at the field.
    const ticket = mine?.status === "confirmed" ? ticketCode(ctx.config.authSecret, found.id, mine.id) : null;
    return { ...found, myRegistration: mine ? { ...mine, ticket } : null };
  }),
  createGame: onboardedProcedure.input(createGameSchema).mutation(({ ctx, input }) => createGame(ctx.db, ctx.user, input)),
  updateGame: onboardedProcedure.input(updateGameSchema).mutation(({ ctx, input }) => updateGame(ctx.db, ctx.user, input)),
  /** A private game's new link: the old one stops opening it. */
  regenerateShareToken: onboardedProcedure.input(gameIdSchema).mutation(({ ctx, input }) => regenerateShareToken(ctx.db, ctx.user, input.gameId)),
  cancelGame: onboardedProcedure.input(gameIdSchema).mutation(({ ctx, input }) => cancelGame(ctx.db, ctx.user, input.gameId)),
});
