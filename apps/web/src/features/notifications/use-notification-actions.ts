import type { NotificationList } from "@escouade/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useTRPC } from "@/lib/trpc.ts";
import { isUnseen, unreadCount } from "./notification-list.ts";
import { notificationsQuery } from "./notifications-query.ts";

/**
 * Mark seen, delete the read ones, clear all. The list is never refetched (docs/product.md §6), so each
 * success applies the same change to it locally.
 */
export function useNotificationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const updateList = (update: (list: NotificationList) => NotificationList) =>
    queryClient.setQueryData(notificationsQuery(trpc).queryKey, (list) => list && update(list));

  const markSeen = useMutation(
    trpc.notifications.updateLastSeenNotifications.mutationOptions({
      onSuccess: ({ seenAt }) => {
        updateList((list) => ({ ...list, seenAt }));
        // docs/product.md §6: once last-seen moved, the page's data is refreshed.
        void router.invalidate();
      },
    }),
  );
  const deleteRead = useMutation(
    trpc.notifications.deleteReadNotifications.mutationOptions({
      onSuccess: () => updateList((list) => ({ ...list, items: list.items.filter((item) => isUnseen(item, list.seenAt)) })),
    }),
  );
  const clearAll = useMutation(
    trpc.notifications.clearNotifications.mutationOptions({
      onSuccess: () => updateList((list) => ({ ...list, items: [] })),
    }),
  );

  return {
    /**
     * Up to the newest notification shown rather than "now": one arriving while the panel
     * closes was never on screen, so it stays unseen. Nothing to send when all is seen.
     */
    markAllSeen(list: NotificationList) {
      const newest = list.items[0];
      if (newest && unreadCount(list) > 0) markSeen.mutate({ seenAt: newest.createdAt });
    },
    deleteRead: () => deleteRead.mutate(),
    clearAll: () => clearAll.mutate(),
    busy: markSeen.isPending || deleteRead.isPending || clearAll.isPending,
  };
}
