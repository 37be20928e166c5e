import { sql } from "drizzle-orm";
import { conversation, conversationMember, member } from "../../db/schema/index.ts";

/**
 * Whether the member row's user may read its conversation now: always for a direct conversation
 * (their row is their membership); for a team's channel only while they are in the team (decision
 * 018: derived from `member`, whichever path removed them). SQL over `conversation` and
 * `conversation_member` as joined by the caller.
 */
export const stillMember = sql`(${conversation.kind} = 'direct' or (${conversation.kind} = 'team' and exists (
  select 1 from ${member} where ${member.organizationId} = ${conversation.teamId} and ${member.userId} = ${conversationMember.userId})))`;
