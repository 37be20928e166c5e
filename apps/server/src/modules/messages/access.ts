import { sql, type SQLWrapper } from "drizzle-orm";
import { conversation, conversationMember, game, member, registration } from "../../db/schema/index.ts";

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
