import {
  blockPlayerSchema,
  conversationIdSchema,
  conversationsPageSchema,
  markReadSchema,
  messagesPageSchema,
  openDirectConversationSchema,
  sendMessageSchema,
} from "@escouade/contracts/messages";
import { gameIdSchema } from "@escouade/contracts/games";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import {
  acceptMessageRequest,
  blockedPlayers,
  blockPlayer,
  declineMessageRequest,
  getConversation,
  getMessages,
  listConversations,
  markRead,
  openDirectConversation,
  openGameConversation,
  openTeamConversation,
  sendMessage,
  unblockPlayer,
  unreadSummary,
} from "./service.ts";

/** Messaging is for onboarded players only (docs/product.md §6): every procedure sits on onboardedProcedure. */
export const messagesRouter = router({
  getConversations: onboardedProcedure.input(conversationsPageSchema).query(({ ctx, input }) => listConversations(ctx.db, ctx.user, input)),
  getConversation: onboardedProcedure.input(conversationIdSchema).query(({ ctx, input }) => getConversation(ctx.db, ctx.user, input.conversationId)),
  getMessages: onboardedProcedure.input(messagesPageSchema).query(({ ctx, input }) => getMessages(ctx.db, ctx.user, input)),
  getUnreadSummary: onboardedProcedure.query(({ ctx }) => unreadSummary(ctx.db, ctx.user)),
  getBlockedPlayers: onboardedProcedure.query(({ ctx }) => blockedPlayers(ctx.db, ctx.user)),
  openGameConversation: onboardedProcedure.input(gameIdSchema).mutation(({ ctx, input }) => openGameConversation(ctx.db, ctx.user, input.gameId)),
  openTeamConversation: onboardedProcedure.mutation(({ ctx }) => openTeamConversation(ctx.db, ctx.user)),
  openDirectConversation: onboardedProcedure
    .input(openDirectConversationSchema)
    .mutation(({ ctx, input }) => openDirectConversation(ctx.db, ctx.user, input.userId)),
  sendMessage: onboardedProcedure.input(sendMessageSchema).mutation(({ ctx, input }) => sendMessage(ctx.db, ctx.user, input)),
  markRead: onboardedProcedure.input(markReadSchema).mutation(({ ctx, input }) => markRead(ctx.db, ctx.user, input)),
  acceptRequest: onboardedProcedure.input(conversationIdSchema).mutation(({ ctx, input }) => acceptMessageRequest(ctx.db, ctx.user, input.conversationId)),
  declineRequest: onboardedProcedure.input(conversationIdSchema).mutation(({ ctx, input }) => declineMessageRequest(ctx.db, ctx.user, input.conversationId)),
  blockPlayer: onboardedProcedure.input(blockPlayerSchema).mutation(({ ctx, input }) => blockPlayer(ctx.db, ctx.user, input.userId)),
  unblockPlayer: onboardedProcedure.input(blockPlayerSchema).mutation(({ ctx, input }) => unblockPlayer(ctx.db, ctx.user, input.userId)),
});
