import type { ConversationKind, MemberState } from "@escouade/contracts/messages";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";
import { game } from "./games.ts";
import { removalColumns } from "./removal.ts";

/**
 * A conversation: between two players (`directKey`, the pair's ids in order, makes it one per
 * pair), or a team's or a game's channel (one each). `lastMessageAt` orders the list.
 */
export const conversation = pgTable(
  "conversation",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<ConversationKind>().notNull(),
    directKey: text("direct_key"),
    teamId: text("team_id").references(() => organization.id, { onDelete: "cascade" }),
    gameId: integer("game_id").references(() => game.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversation_direct_idx").on(t.directKey),
    uniqueIndex("conversation_team_idx").on(t.teamId),
    uniqueIndex("conversation_game_idx").on(t.gameId),
    check(
      "conversation_kind_owner",
      sql`(${t.kind} = 'direct' and ${t.directKey} is not null and ${t.teamId} is null and ${t.gameId} is null)
        or (${t.kind} = 'team' and ${t.teamId} is not null and ${t.directKey} is null and ${t.gameId} is null)
        or (${t.kind} = 'game' and ${t.gameId} is not null and ${t.directKey} is null and ${t.teamId} is null)`,
    ),
  ],
);

/**
 * Who is in a conversation and where they stand: `state` (a first message from a stranger is a
 * request), and `lastReadId`, their read marker (the last message id they have seen).
 */
export const conversationMember = pgTable(
  "conversation_member",
  {
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    state: text("state").$type<MemberState>().notNull(),
    lastReadId: bigint("last_read_id", { mode: "number" }).notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("conversation_member_user_idx").on(t.userId, t.state)],
);

/** A message: plain text, never HTML. `clientId` makes a retried send store it once. */
export const message = pgTable(
  "message",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    /** Null once the sender deleted their account: the conversation keeps its history, from "a deleted player". */
    senderId: text("sender_id").references(() => user.id, { onDelete: "set null" }),
    clientId: uuid("client_id").notNull(),
    body: text("body").notNull(),
    ...removalColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("message_client_idx").on(t.senderId, t.clientId),
    // A conversation's history, page by page backwards.
    index("message_conversation_idx").on(t.conversationId, t.id),
    // The rate limit: a sender's messages of the last minute.
    index("message_sender_time_idx").on(t.senderId, t.createdAt),
  ],
);

/** A player who will not hear from another: neither writes to the other, nor sees their new messages. */
export const playerBlock = pgTable(
  "player_block",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("player_block_blocked_idx").on(t.blockedId),
    check("player_block_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
