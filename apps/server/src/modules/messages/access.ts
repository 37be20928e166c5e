import { sql, type SQLWrapper } from "drizzle-orm";
import { conversation, conversationMember, game, member, message, playerBlock, registration } from "../../db/schema/index.ts";

/** Whether the user may be in a game's channel: its organizer or a confirmed registrant. */
export const inGame = (gameId: number | SQLWrapper, userId: string | SQLWrapper) => sql`(
  exists (select 1 from ${game} where ${game.id} = ${gameId} and ${game.organizerId} = ${userId})
  or exists (select 1 from ${registration} where ${registration.gameId} = ${gameId} and ${registration.userId} = ${userId} and ${registration.status} = 'confirmed'))`;

/**
 * Whether the member row's user may read its conversation now: always for a direct conversation
 * (their row is their membership); for a team's channel only while they are in the team; for a
 * game's channel only as its organizer or a confirmed registrant (decision 018: derived at each
 * check, whichever path removed them). SQL over `conversation` and `conversation_member` as
 * joined by the caller.
 */
export const stillMember = sql`(${conversation.kind} = 'direct'
  or (${conversation.kind} = 'team' and exists (
    select 1 from ${member} where ${member.organizationId} = ${conversation.teamId} and ${member.userId} = ${conversationMember.userId}))
  or (${conversation.kind} = 'game' and ${inGame(conversation.gameId, conversationMember.userId)}))`;

/**
 * Whether a message shows to `userId`: not when either of them blocked the other before it was
 * written (docs/decisions/018: neither side sees the other's new messages, in a team's or a game's channel
 * too; what was written before the block stays). SQL over `message` as joined by the caller.
 */
export const visibleTo = (userId: string | SQLWrapper) => sql`not exists (
  select 1 from ${playerBlock}
  where ((${playerBlock.blockerId} = ${userId} and ${playerBlock.blockedId} = ${message.senderId})
      or (${playerBlock.blockerId} = ${message.senderId} and ${playerBlock.blockedId} = ${userId}))
    and ${playerBlock.createdAt} <= ${message.createdAt})`;
