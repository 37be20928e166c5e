import { userIdSchema } from "@escouade/contracts/players";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  dismissRequestsFromDeletedPlayers,
  getRequestsFromDeletedPlayers,
  pingFriend,
  removeFriend,
  sendFriendRequest,
} from "./service.ts";

export const friendsRouter = router({
  sendFriendRequest: onboardedProcedure.input(userIdSchema).mutation(({ ctx, input }) => sendFriendRequest(ctx.db, ctx.user, input.userId)),
  cancelFriendRequest: onboardedProcedure.input(userIdSchema).mutation(({ ctx, input }) => cancelFriendRequest(ctx.db, ctx.user, input.userId)),
  acceptFriendRequest: onboardedProcedure.input(userIdSchema).mutation(({ ctx, input }) => acceptFriendRequest(ctx.db, ctx.user, input.userId)),
  declineFriendRequest: onboardedProcedure.input(userIdSchema).mutation(({ ctx, input }) => declineFriendRequest(ctx.db, ctx.user, input.userId)),
  removeFriend: onboardedProcedure.input(userIdSchema).mutation(({ ctx, input }) => removeFriend(ctx.db, ctx.user, input.userId)),
  pingFriend: onboardedProcedure.input(userIdSchema).mutation(({ ctx, input }) => pingFriend(ctx.db, ctx.user, input.userId)),
  getRequestsFromDeletedPlayers: onboardedProcedure.query(({ ctx }) => getRequestsFromDeletedPlayers(ctx.db, ctx.user)),
  dismissRequestsFromDeletedPlayers: onboardedProcedure.mutation(({ ctx }) => dismissRequestsFromDeletedPlayers(ctx.db, ctx.user)),
});
