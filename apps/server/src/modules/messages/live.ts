import type { MessageEventData } from "@escouade/contracts/messages";
import { transformer } from "@escouade/contracts/transformer";
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../../db/client.ts";
import { conversation, conversationMember, message } from "../../db/schema/index.ts";
import { publishWakeUps, startBus, type Bus, type BusOptions } from "../../platform/bus.ts";
import { followRows, type RowSource } from "../../platform/follow-rows.ts";
import { stillMember, visibleTo } from "./access.ts";

/*
 * Messages on the live stream (GET /live, decision 013): a message wakes each member of its
 * conversation (a declined request excepted); every process reads the rows once for its own
 * subscribers. `userId` on a row is the member it is for; the data sent is the same for all.
 */

export const MESSAGE_CHANNEL = "escouade_message";

export type MessageRow = MessageEventData & { userId: string };
export type MessageBus = Bus<MessageRow>;

const columns = {
  id: message.id,
  conversationId: message.conversationId,
  senderId: message.senderId,
  // A removed message keeps its place, never its words (docs/product.md §6).
  body: sql<string>`case when ${message.removedAt} is null then ${message.body} else '' end`,
  removed: sql<boolean>`${message.removedAt} is not null`,
  createdAt: message.createdAt,
  clientId: message.clientId,
  userId: conversationMember.userId,
};

const delivered = () =>
  and(eq(conversationMember.conversationId, message.conversationId), ne(conversationMember.state, "declined"), visibleTo(conversationMember.userId));
const ofConversation = () => eq(conversation.id, message.conversationId);

export function startMessageBus(database: Database, log: BusOptions<MessageRow>["log"]): MessageBus {
  return startBus<MessageRow>({
    database,
    channel: MESSAGE_CHANNEL,
    load: (ids) =>
      database.live
        .select(columns)
        .from(message)
        .innerJoin(conversationMember, delivered())
        .innerJoin(conversation, ofConversation())
        .where(and(inArray(message.id, ids), stillMember)),
    log,
  });
}

/** In the sending transaction: each member is woken at commit (never for a message rolled back). */
export async function announceMessage(tx: Tx, conversationId: number, messageId: number) {
  const members = await tx
    .select({ userId: conversationMember.userId })
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(and(eq(conversationMember.conversationId, conversationId), ne(conversationMember.state, "declined"), stillMember));
  await publishWakeUps(
    tx,
    MESSAGE_CHANNEL,
    members.map((member) => ({ userId: member.userId, id: messageId })),
  );
}

function messagesAfter(db: Db, userId: string, cursor: number, limit: number) {
  return db
    .select(columns)
    .from(message)
    .innerJoin(conversationMember, delivered())
    .innerJoin(conversation, ofConversation())
    .where(and(eq(conversationMember.userId, userId), gt(message.id, cursor), stillMember))
    .orderBy(asc(message.id))
    .limit(limit);
}

export async function newestMessagePosition(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${message.id})` })
    .from(message)
    .innerJoin(conversationMember, eq(conversationMember.conversationId, message.conversationId))
    .where(eq(conversationMember.userId, userId));
  return Number(row?.id ?? 0);
}

export function followMessages(bus: MessageBus, db: Db, userId: string, after: number | null, stop: AbortSignal, onRow: (row: MessageRow) => void) {
  const source: RowSource<MessageRow> = {
    bus,
    after: (user, cursor, limit) => messagesAfter(db, user, cursor, limit),
    newest: (user) => newestMessagePosition(db, user),
  };
  return followRows(source, userId, after, stop, onRow);
}

// A message goes to every member's streams: it is serialized once per process, not once per member.
const serialized = new Map<number, string>();
const SERIALIZED_REMEMBERED = 500;

export function messageEventData(row: MessageRow): string {
  let data = serialized.get(row.id);
  if (data === undefined) {
    const { userId: _member, ...event } = row;
    data = transformer.stringify(event satisfies MessageEventData);
    serialized.set(row.id, data);
    if (serialized.size > SERIALIZED_REMEMBERED) serialized.delete(serialized.keys().next().value!);
  }
  return data;
}
