import type { InfiniteData } from "@tanstack/react-query";
import type { MessageItem, MessagesPage } from "./messages-queries.ts";

/**
 * A thread's loaded pages (newest page first, each newest first) with one more message: a live
 * arrival or a send's answer. A message already held (the stream and the answer both bring the
 * sender's own) is not added twice.
 */
export function withMessage<P>(data: InfiniteData<MessagesPage, P>, item: MessageItem): InfiniteData<MessagesPage, P> {
  if (data.pages.some((page) => page.items.some((held) => held.id === item.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const items = [item, ...first.items].sort((a, b) => b.id - a.id);
  return { ...data, pages: [{ ...first, items }, ...rest] };
}

/** Oldest first, as the thread reads. */
export function threadMessages<P>(data: InfiniteData<MessagesPage, P> | undefined): MessageItem[] {
  if (!data) return [];
  return data.pages.flatMap((page) => page.items).toReversed();
}
