import { useQuery } from "@tanstack/react-query";
import type { SessionData } from "@/lib/auth-client.ts";
import { useSession } from "@/lib/session.ts";
import { useTRPC, type AppTrpc } from "@/lib/trpc.ts";
import { unreadCount } from "./notification-list.ts";

/** docs/product.md §6: fetched once and never stale; live arrivals are merged into it (live-notification-feed.tsx). */
export const notificationsQuery = (trpc: AppTrpc) => trpc.notifications.getNotifications.queryOptions(undefined, { staleTime: Infinity });

/** Only onboarded users have notifications (the procedures are onboarded-only), hence a bell. */
export function notificationsUserId(session: SessionData | null): string | null {
  return session?.user.emailVerified && session.user.infoFilled ? session.user.id : null;
}

/** The bell's state: null when there is no bell; the list is undefined while it loads. */
export function useUnreadNotifications() {
  const trpc = useTRPC();
  const userId = notificationsUserId(useSession());
  const { data } = useQuery({ ...notificationsQuery(trpc), enabled: userId !== null });
  if (!userId) return null;
  return { list: data, unread: data ? unreadCount(data) : 0 };
}
