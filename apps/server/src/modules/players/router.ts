import { getPlayersSchema, userIdSchema } from "@escouade/contracts/players";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { getPlayerFriends, getPlayerGames, getPlayers, getProfileById } from "./service.ts";

const viewerOf = (ctx: { session: { user: { id: string } } | null }) => ctx.session?.user.id ?? null;

export const playersRouter = router({
  /** Public profiles are public (docs/product.md §1): anonymous visitors see them too. */
  getProfileById: publicProcedure.input(userIdSchema).query(({ ctx, input }) => getProfileById(ctx.db, viewerOf(ctx), input.userId)),
  getPlayerGames: publicProcedure.input(userIdSchema).query(({ ctx, input }) => getPlayerGames(ctx.db, viewerOf(ctx), input.userId)),
  getPlayerFriends: publicProcedure.input(userIdSchema).query(({ ctx, input }) => getPlayerFriends(ctx.db, viewerOf(ctx), input.userId)),
  getPlayers: onboardedProcedure.input(getPlayersSchema.optional()).query(({ ctx, input }) => getPlayers(ctx.db, ctx.user, input ?? {})),
});
