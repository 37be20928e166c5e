import type { InfiniteData } from "@tanstack/react-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "@/lib/trpc.ts";
import { unreadSummaryQuery, type ConversationSummary } from "./messages-queries.ts";

type ListPage = { items: ConversationSummary[]; nextCursor: string | null };

/**
 * While the thread is on screen (and the tab visible), its newest message is read: the read
 * marker moves there, the list shows no unread count for it and the badge is read again.
 */
export function useMarkRead(conversationId: number, newestId: number | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const marked = useRef(0);
  const { mutate } = useMutation(
    trpc.messages.markRead.mutationOptions({
      meta: { handlesError: true },
      onSuccess: () => {
        queryClient.setQueriesData<InfiniteData<ListPage>>({ queryKey: trpc.messages.getConversations.pathKey() }, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === conversationId ? { ...item, unread: 0 } : item)) })),
              }
            : data,
        );
        void queryClient.invalidateQueries({ queryKey: unreadSummaryQuery(trpc).queryKey });
      },
    }),
  );
  useEffect(() => {
    const mark = () => {
      if (newestId === null || newestId <= marked.current || document.visibilityState !== "visible") return;
      marked.current = newestId;
      mutate({ conversationId, messageId: newestId });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [conversationId, newestId, mutate]);
}
