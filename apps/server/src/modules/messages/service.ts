import { MESSAGES_PER_MINUTE, type MessageEventData } from "@escouade/contracts/messages";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { conversation, conversationMember, message } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { visibleTo } from "./access.ts";
import { isBlockedBetween } from "./blocks.ts";
import { playerCards } from "./conversation-list.ts";
import { otherOf } from "./conversations.ts";
import { announceMessage } from "./live.ts";
import { membership } from "./membership.ts";
import { queueMessagePush } from "./message-push.ts";

/*
 * Private conversations (docs/product.md §6): one per pair of players, a requests folder for a
 * stranger's first message, blocking, read markers, a shared rate limit and idempotent sends.
 * Every read and write checks membership here: a conversation someone is not in does not exist
 * for them (NOT_FOUND), so its id reveals nothing.
 */

/**
 * The messages' public face: the router, the seed and other modules import this file only. The
 * messages themselves live here (sending, the history, read markers); the rest in the files beside
 * it: channels.ts (a team's and a game's channels), conversations.ts (direct conversations and
 * their requests), blocks.ts, membership.ts (who may read and write a conversation) and
 * conversation-list.ts (the list, the unread badge, a thread's header).
 */
export { openGameConversation, openTeamConversation, joinTeamChannel } from "./channels.ts";
export { directKeyOf, openDirectConversation, acceptMessageRequest, declineMessageRequest } from "./conversations.ts";
export { blockPlayer, unblockPlayer, blockedPlayers } from "./blocks.ts";
export { listConversations, unreadSummary, getConversation } from "./conversation-list.ts";

/** A message as the history and the live stream give it (contracts' MessageEventData). */
export type MessageItem = MessageEventData;

/**
 * Sends a message. The same `clientId` twice (a retry, a double submit) stores it once and answers
 * the stored message. Writing in a conversation that sat in the requests folder accepts it. At
 * most MESSAGES_PER_MINUTE a minute per player: the count and the insert run under a per-player
 * advisory lock, so two processes cannot both let the 31st through.
 */
export async function sendMessage(db: Db, actor: Actor, input: { conversationId: number; clientId: string; body: string }): Promise<MessageItem> {
  return db.transaction(async (tx) => {
    const member = await membership(tx, actor, input.conversationId);
    const [sent] = await tx
      .select()
      .from(message)
      .where(and(eq(message.senderId, actor.id), eq(message.clientId, input.clientId)));
    if (sent) {
      if (sent.conversationId !== input.conversationId) throw new AppError("VALIDATION_FAILED");
      return toItem(sent);
    }
    const other = member.kind === "direct" ? otherOf(member.directKey, actor.id) : null;
    if (other && (await isBlockedBetween(tx, actor.id, other))) throw new AppError("PLAYER_BLOCKED");

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-rate:${actor.id}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(message)
      .where(and(eq(message.senderId, actor.id), gt(message.createdAt, sql`now() - interval '1 minute'`)));
    if ((recent?.count ?? 0) >= MESSAGES_PER_MINUTE) throw new AppError("MESSAGE_RATE_LIMITED");

    const [row] = await tx
      .insert(message)
      .values({ conversationId: input.conversationId, senderId: actor.id, clientId: input.clientId, body: input.body })
      .onConflictDoNothing({ target: [message.senderId, message.clientId] })
      .returning();
    // A concurrent twin of this send committed first: answer what it stored (it announced it).
    const stored =
      row ??
      (
        await tx
          .select()
          .from(message)
          .where(and(eq(message.senderId, actor.id), eq(message.clientId, input.clientId)))
      )[0]!;
    if (row) {
      await announceMessage(tx, input.conversationId, row.id);
      await queueMessagePush(tx, input.conversationId, actor.id, row.body);
    }
    await tx.update(conversation).set({ lastMessageAt: stored.createdAt }).where(eq(conversation.id, input.conversationId));
    // What one writes, one has read; and answering a request accepts it.
    await tx
      .update(conversationMember)
      .set({ lastReadId: sql`greatest(${conversationMember.lastReadId}, ${stored.id})`, state: "active" })
      .where(and(eq(conversationMember.conversationId, input.conversationId), eq(conversationMember.userId, actor.id)));
    return toItem(stored);
  });
}

function toItem(row: typeof message.$inferSelect): MessageItem {
  // A message the moderators removed keeps its place in the thread, never its words (docs/product.md §6).
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: removed ? "" : row.body,
    createdAt: row.createdAt,
    clientId: row.clientId,
    removed,
  };
}

/** A conversation's history, newest first, `limit` at a time backwards from `before`. */
export async function getMessages(db: Db, actor: Actor, input: { conversationId: number; cursor?: number; limit: number }) {
  await membership(db, actor, input.conversationId);
  const rows = await db
    .select()
    .from(message)
    .where(and(eq(message.conversationId, input.conversationId), visibleTo(actor.id), input.cursor ? lt(message.id, input.cursor) : undefined))
    .orderBy(desc(message.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit).map(toItem);
  // Senders by name, those who have left since included.
  const senders = await playerCards(
    db,
    items.flatMap((item) => (item.senderId ? [item.senderId] : [])),
  );
  return { items, senders, nextCursor: rows.length > input.limit ? items.at(-1)!.id : null };
}

/** Moves the actor's read marker forward to `messageId` (never back, never past the last message). */
export async function markRead(db: Db, actor: Actor, input: { conversationId: number; messageId: number }) {
  await membership(db, actor, input.conversationId);
  const [last] = await db
    .select({ id: sql<number | null>`max(${message.id})` })
    .from(message)
    .where(eq(message.conversationId, input.conversationId));
  const upTo = Math.min(input.messageId, Number(last?.id ?? 0));
  await db
    .update(conversationMember)
    .set({ lastReadId: sql`greatest(${conversationMember.lastReadId}, ${upTo})` })
    .where(and(eq(conversationMember.conversationId, input.conversationId), eq(conversationMember.userId, actor.id)));
  return { lastReadId: upTo };
}

/** A message the actor may read (in a conversation they are in now); NOT_FOUND otherwise, so its id reveals nothing. */
export async function readableMessage(db: Db | Tx, actor: Actor, messageId: number): Promise<MessageItem> {
  const [row] = await db.select().from(message).where(eq(message.id, messageId));
  if (!row) throw new AppError("NOT_FOUND");
  await membership(db, actor, row.conversationId);
  return toItem(row);
}
