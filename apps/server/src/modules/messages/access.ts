import { sql, type SQL } from "drizzle-orm";
import { conversation, conversationMember, game, member, registration } from "../../db/schema/index.ts";

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
  or (${conversation.kind} = 'game' and (
    exists (select 1 from ${game} where ${game.id} = ${conversation.gameId} and ${game.organizerId} = ${conversationMember.userId})
    or exists (select 1 from ${registration} where ${registration.gameId} = ${conversation.gameId} and ${registration.userId} = ${conversationMember.userId} and ${registration.status} = 'confirmed'))))`;

/** Whether `userId` may be in game `gameId`'s channel: its organizer or a confirmed registrant. */
export const inGame = (gameId: number | SQL, userId: string) => sql`(
  exists (select 1 from ${game} where ${game.id} = ${gameId} and ${game.organizerId} = ${userId})
  or exists (select 1 from ${registration} where ${registration.gameId} = ${gameId} and ${registration.userId} = ${userId} and ${registration.status} = 'confirmed'))`;
