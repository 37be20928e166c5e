import { describe, expect, it } from "vitest";
import type { MessageItem } from "./messages-queries.ts";
import { threadMessages, withMessage } from "./thread-cache.ts";

const item = (id: number): MessageItem => ({ id, conversationId: 1, senderId: "u", body: `m${id}`, createdAt: new Date(id * 1000), clientId: `c${id}` });
const pages = (...ids: number[][]) => ({
  pages: ids.map((list) => ({ items: list.map(item), senders: [], nextCursor: null })),
  pageParams: ids.map(() => undefined),
});

describe("a thread's cache", () => {
  it("adds a new message once, in id order, and reads oldest first", () => {
    const data = withMessage(withMessage(pages([5, 4], [3, 2]), item(6)), item(6));
    expect(threadMessages(data).map((m) => m.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it("does not add a message an older page already holds", () => {
    const data = pages([5, 4], [3, 2]);
    expect(withMessage(data, item(3))).toBe(data);
  });
});
