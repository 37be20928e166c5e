import { describe, expect, it } from "vitest";
import {
  blockPlayerSchema,
  conversationsPageSchema,
  CONVERSATIONS_PAGE_MAX,
  conversationIdSchema,
  markReadSchema,
  MESSAGE_MAX_LENGTH,
  messageBodySchema,
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  messagesPageSchema,
  openDirectConversationSchema,
  sendMessageSchema,
} from "./messages.ts";
import { issues, messages } from "./test-support/schema-issues.ts";

const clientId = "0b6c7a38-63a0-4b4e-9f4f-2a9d3c7e4a11";

describe("a message's body", () => {
  it("is trimmed, and empty once trimmed is its own error", () => {
    expect(messageBodySchema.parse("  Salut !  ")).toBe("Salut !");
    expect(messages(messageBodySchema, "   ")).toEqual(["message_empty"]);
    expect(messages(messageBodySchema, "")).toEqual(["message_empty"]);
    expect(messages(messageBodySchema, 12)).toEqual(["required"]);
  });

  it("holds 2 000 characters and not one more", () => {
    expect(messages(messageBodySchema, "x".repeat(MESSAGE_MAX_LENGTH))).toEqual([]);
    expect(messages(messageBodySchema, "x".repeat(MESSAGE_MAX_LENGTH + 1))).toEqual(["too_long"]);
  });
});

describe("sending a message", () => {
  it("needs a conversation, a client id and a body", () => {
    expect(sendMessageSchema.parse({ conversationId: 4, clientId, body: " ok " })).toEqual({ conversationId: 4, clientId, body: "ok" });
    expect(issues(sendMessageSchema, { conversationId: 4, clientId: "not-a-uuid", body: "ok" })).toHaveLength(1);
    expect(issues(sendMessageSchema, { conversationId: 0, clientId, body: "ok" })).toHaveLength(1);
    expect(issues(sendMessageSchema, { conversationId: 4, clientId, body: "" })).toEqual(["body: message_empty"]);
  });
});

describe("a conversation's history", () => {
  it("gives thirty by default, at most fifty, backwards from a cursor", () => {
    expect(messagesPageSchema.parse({ conversationId: 1 })).toEqual({ conversationId: 1, limit: MESSAGES_PAGE_DEFAULT });
    expect(messagesPageSchema.parse({ conversationId: 1, cursor: 90, limit: MESSAGES_PAGE_MAX }).cursor).toBe(90);
    expect(issues(messagesPageSchema, { conversationId: 1, limit: 0 })).toHaveLength(1);
    expect(issues(messagesPageSchema, { conversationId: 1, limit: 1 })).toEqual([]);
    expect(issues(messagesPageSchema, { conversationId: 1, limit: MESSAGES_PAGE_MAX + 1 })).toHaveLength(1);
    expect(issues(messagesPageSchema, { conversationId: 1, limit: 2.5 })).toHaveLength(1);
    expect(issues(messagesPageSchema, { conversationId: 1, cursor: -3 })).toHaveLength(1);
  });
});

describe("the conversation list", () => {
  it("opens on the inbox, twenty at a time", () => {
    expect(conversationsPageSchema.parse({})).toEqual({ folder: "inbox", limit: 20 });
    expect(conversationsPageSchema.parse({ folder: "requests", cursor: "2031-05-01T08:00:00.000Z|12", limit: 50 }).folder).toBe("requests");
    expect(issues(conversationsPageSchema, { folder: "archive" })).toHaveLength(1);
    expect(issues(conversationsPageSchema, { cursor: "c".repeat(100) })).toEqual([]);
    expect(issues(conversationsPageSchema, { cursor: "c".repeat(101) })).toHaveLength(1);
    expect(issues(conversationsPageSchema, { limit: 0 })).toHaveLength(1);
    expect(issues(conversationsPageSchema, { limit: 1 })).toEqual([]);
    expect(issues(conversationsPageSchema, { limit: CONVERSATIONS_PAGE_MAX + 1 })).toHaveLength(1);
    expect(issues(conversationsPageSchema, { limit: 1.5 })).toHaveLength(1);
  });
});

describe("players and reads", () => {
  it("bounds a player's id", () => {
    for (const schema of [openDirectConversationSchema, blockPlayerSchema]) {
      expect(issues(schema, { userId: "u1" })).toEqual([]);
      expect(issues(schema, { userId: "" })).toHaveLength(1);
      expect(issues(schema, { userId: "u".repeat(100) })).toEqual([]);
      expect(issues(schema, { userId: "u".repeat(101) })).toHaveLength(1);
    }
  });

  it("names a conversation by its id", () => {
    expect(conversationIdSchema.parse({ conversationId: 2 ** 40 })).toEqual({ conversationId: 2 ** 40 });
    expect(issues(conversationIdSchema, {})).toHaveLength(1);
  });

  it("marks read up to a message of a conversation", () => {
    expect(markReadSchema.parse({ conversationId: 2, messageId: 9 })).toEqual({ conversationId: 2, messageId: 9 });
    expect(issues(markReadSchema, { conversationId: 2, messageId: 1.5 })).toHaveLength(1);
  });
});
