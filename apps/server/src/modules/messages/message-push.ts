import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversation, conversationMember, game, organization, playerBlock, profile } from "../../db/schema/index.ts";
import { pushToUsers } from "../notifications/service.ts";
import { stillMember } from "./access.ts";

/** What a push shows of the message: a phone's notification has room for about this much. */
const PUSH_EXCERPT = 140;

/**
 * A new message, pushed to the phones of the conversation's other members (decision
 * 022): those who may still read it, in the inbox (not a stranger's request, not declined), with
 * no block either way, and who want "messages" on their phone. Called in the sending transaction:
 * the push leaves once it commits. Messages make no notification row; the app has its own unread
 * counts.
 */
export async function queueMessagePush(tx: Tx, conversationId: number, senderId: string, body: string) {
  const recipients = await tx
    .select({ userId: conversationMember.userId })
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(
      and(
        eq(conversationMember.conversationId, conversationId),
        ne(conversationMember.userId, senderId),
        eq(conversationMember.state, "active"),
        stillMember,
        sql`not exists (select 1 from ${playerBlock}
          where (${playerBlock.blockerId} = ${conversationMember.userId} and ${playerBlock.blockedId} = ${senderId})
             or (${playerBlock.blockerId} = ${senderId} and ${playerBlock.blockedId} = ${conversationMember.userId}))`,
      ),
    );
  if (recipients.length === 0) return;
  const [about] = await tx
    .select({ sender: profile.username, team: organization.name, game: game.title })
    .from(conversation)
    .innerJoin(profile, eq(profile.userId, senderId))
    .leftJoin(organization, eq(organization.id, conversation.teamId))
    .leftJoin(game, eq(game.id, conversation.gameId))
    .where(eq(conversation.id, conversationId));
  if (!about) return;
  // A channel's name after the sender's: "Ghost · Les Renards". Names, not sentences: no language.
  const channel = about.team ?? about.game;
  const title = channel ? `${about.sender} · ${channel}` : about.sender;
  const excerpt = body.length > PUSH_EXCERPT ? `${body.slice(0, PUSH_EXCERPT - 1)}…` : body;
  await pushToUsers(
    tx,
    recipients.map((r) => r.userId),
    "messages",
    (lang) => ({ title, body: excerpt, url: `/${lang}/messages/${conversationId}`, tag: `message:${conversationId}` }),
  );
}
