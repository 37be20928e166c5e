import { z } from "./zod.ts";
import { bigSerialIdSchema, VALIDATION } from "./validation.ts";

/** docs/product.md §6: a message is text up to 2 000 characters, never HTML. */
export const MESSAGE_MAX_LENGTH = 2000;
/** At most this many messages a minute per player, counted across every server process. */
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 50;
export const CONVERSATIONS_PAGE_MAX = 50;

/**
 * Where a conversation belongs: two players, a team's channel (membership follows the team), a
 * game's channel (its organizer and confirmed registrants).
 */
export const CONVERSATION_KINDS = ["direct", "team", "game"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/**
 * A participant's place in a conversation. A first message from someone who is not a friend
 * lands in the receiver's "requests" folder (`request`) until they accept (`active`) or decline.
 */
export const MEMBER_STATES = ["active", "request", "declined"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** The two folders of the conversation list. */
export const CONVERSATION_FOLDERS = ["inbox", "requests"] as const;
export type ConversationFolder = (typeof CONVERSATION_FOLDERS)[number];

/** Ids are identity columns: bounded here so a bad one is a 400 before any query. */
const rowId = bigSerialIdSchema;
const userId = z.string().min(1).max(100);

export const MESSAGE_VALIDATION = { messageEmpty: "message_empty" } as const;

/** The body as the composer sends it: trimmed, 1 to 2 000 characters. */
export const messageBodySchema = z.string(VALIDATION.required).trim().min(1, MESSAGE_VALIDATION.messageEmpty).max(MESSAGE_MAX_LENGTH, VALIDATION.tooLong);

export const conversationIdSchema = z.object({ conversationId: rowId });

export const openDirectConversationSchema = z.object({ userId });

/** `clientId`: made by the composer once per message, so a retry or a double submit stores it once. */
export const sendMessageSchema = z.object({
  conversationId: rowId,
  clientId: z.uuid(),
  body: messageBodySchema,
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A conversation's history, newest first, page by page backwards: `cursor` is the oldest id seen. */
export const messagesPageSchema = z.object({
  conversationId: rowId,
  cursor: rowId.optional(),
  limit: z.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});

/** The list, most recent activity first; `cursor` is the last conversation's activity, as the server gave it. */
export const conversationsPageSchema = z.object({
  folder: z.enum(CONVERSATION_FOLDERS).default("inbox"),
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(CONVERSATIONS_PAGE_MAX).default(20),
});

export const markReadSchema = z.object({ conversationId: rowId, messageId: rowId });

export const blockPlayerSchema = z.object({ userId });

/** A message as the live stream and the history give it. */
export interface MessageEventData {
  id: number;
  conversationId: number;
  /** Null for a message whose sender has since deleted their account. */
  senderId: string | null;
  /** Empty when the moderators removed it (`removed`): it keeps its place in the thread. */
  body: string;
  removed?: boolean;
  createdAt: Date;
  /** The composer's id: the sending tab recognises the message it is waiting for. */
  clientId: string;
}
