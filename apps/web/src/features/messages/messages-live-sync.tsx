import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onLiveEvent } from "@/lib/live.ts";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { conversationQuery, messagesQuery, messagesUserId, unreadSummaryQuery } from "./messages-queries.ts";
import { withMessage } from "./thread-cache.ts";

const REFRESH_DELAY_MS = 400;

/**
 * Rendered once in the shell for onboarded players. Listens for messages on the tab's one live
 * stream (opened by the notifications, docs/decisions/013): an open thread gets the message at
 * once; the list and the badge are read again shortly after, once for a burst of messages.
 */
export function MessagesLiveSync() {
  const trpc = useTRPC();
  const userId = messagesUserId(useSession());
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let refresh: ReturnType<typeof setTimeout> | null = null;
    const stop = onLiveEvent("message", (item) => {
      const key = messagesQuery(trpc, item.conversationId).queryKey;
      queryClient.setQueryData(key, (data) => data && withMessage(data, item));
      // A sender the open thread cannot name (they joined since it loaded): its header is read again.
      const header = queryClient.getQueryData(conversationQuery(trpc, item.conversationId).queryKey);
      if (header && !header.members.some((player) => player.userId === item.senderId)) {
        void queryClient.invalidateQueries({ queryKey: conversationQuery(trpc, item.conversationId).queryKey });
      }
      if (refresh) clearTimeout(refresh);
      refresh = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: trpc.messages.getConversations.pathKey() });
        void queryClient.invalidateQueries({ queryKey: unreadSummaryQuery(trpc).queryKey });
      }, REFRESH_DELAY_MS);
    });
    return () => {
      stop();
      if (refresh) clearTimeout(refresh);
    };
  }, [userId, queryClient, trpc]);
  return null;
}
