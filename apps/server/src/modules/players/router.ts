import { getPlayersSchema, userIdSchema } from "@escouade/contracts/players";
import { hasModerationRole } from "../../auth/roles.ts";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { getPlayerFriends, getPlayerGames, getPlayers, getProfileById } from "./service.ts";

type SessionUser = { id: string; role?: string | null };
/** Who reads, and whether they moderate (they keep seeing real names and ages, docs/product.md §8). */
const profileViewer = (user: SessionUser) => ({ id: user.id, moderator: hasModerationRole(user.role) });
const viewerOf = (ctx: { session: { user: SessionUser } | null }) => (ctx.session ? profileViewer(ctx.session.user) : null);

export const playersRouter = router({
  /** Public profiles are public (docs/product.md §1): anonymous visitors see them too. */
  getProfileById: publicProcedure.input(userIdSchema).query(({ ctx, input }) => getProfileById(ctx.db, viewerOf(ctx), input.userId)),
  getPlayerGames: publicProcedure.input(userIdSchema).query(({ ctx, input }) => getPlayerGames(ctx.db, ctx.session?.user.id ?? null, input.userId)),
  getPlayerFriends: publicProcedure.input(userIdSchema).query(({ ctx, input }) => getPlayerFriends(ctx.db, viewerOf(ctx), input.userId)),
  getPlayers: onboardedProcedure.input(getPlayersSchema.optional()).query(({ ctx, input }) => getPlayers(ctx.db, profileViewer(ctx.user), input ?? {})),
});
