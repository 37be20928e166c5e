import type { ConversationFolder } from "@escouade/contracts/messages";
import { useQuery } from "@tanstack/react-query";
import type { SessionData } from "@/lib/auth-client.ts";
import { useSession } from "@/lib/session.ts";
import { useTRPC, type AppTrpc, type RouterOutputs } from "@/lib/trpc.ts";

export type ConversationSummary = RouterOutputs["messages"]["getConversations"]["items"][number];
export type ConversationDetail = RouterOutputs["messages"]["getConversation"];
export type MessagesPage = RouterOutputs["messages"]["getMessages"];
export type MessageItem = MessagesPage["items"][number];
export type PlayerCard = MessagesPage["senders"][number];

/** Messages are for onboarded players only (docs/product.md §6), as the procedures are. */
export function messagesUserId(session: SessionData | null): string | null {
  return session?.user.emailVerified && session.user.infoFilled ? session.user.id : null;
}

/** The badge's figures; kept fresh by the live feed rather than by refetching on a timer. */
export const unreadSummaryQuery = (trpc: AppTrpc) => trpc.messages.getUnreadSummary.queryOptions(undefined, { staleTime: 30_000 });

export function useUnreadMessages(): number | null {
  const trpc = useTRPC();
  const userId = messagesUserId(useSession());
  const { data } = useQuery({ ...unreadSummaryQuery(trpc), enabled: userId !== null });
  if (!userId) return null;
  return data?.unread ?? 0;
}

export function useMessageRequests(): number {
  const trpc = useTRPC();
  const userId = messagesUserId(useSession());
  const { data } = useQuery({ ...unreadSummaryQuery(trpc), enabled: userId !== null });
  return data?.requests ?? 0;
}

/** A folder of the list, most recent activity first, page by page. */
export const conversationsQuery = (trpc: AppTrpc, folder: ConversationFolder) =>
  trpc.messages.getConversations.infiniteQueryOptions({ folder }, { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: 30_000 });

export const conversationQuery = (trpc: AppTrpc, conversationId: number) =>
  trpc.messages.getConversation.queryOptions({ conversationId }, { staleTime: 60_000 });

/** A thread's history, newest page first; older pages follow as the reader scrolls up. Live messages are merged in. */
export const messagesQuery = (trpc: AppTrpc, conversationId: number) =>
  trpc.messages.getMessages.infiniteQueryOptions(
    { conversationId },
    {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // Never refetched: a refetch would re-run every loaded page; new messages come by the live stream.
      staleTime: Infinity,
    },
  );
