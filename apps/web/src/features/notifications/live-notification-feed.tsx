import { useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useState } from "react";
import { trpc } from "@/lib/trpc.ts";
import { mergeNotifications } from "./notification-list.ts";
import { notificationsQuery } from "./notifications-query.ts";

/**
 * Listens for new notifications and merges them into the loaded list. Starts after the newest one
 * the list holds; on a reconnection the link resumes from the last one received, so none is lost.
 */
export function LiveNotificationFeed({ resumeAfter }: { resumeAfter: string }) {
  const queryClient = useQueryClient();
  // Captured once: a changing input would reconnect the stream on every notification.
  const [lastEventId] = useState(resumeAfter);
  useSubscription(
    trpc.notifications.onNotification.subscriptionOptions(
      { lastEventId },
      {
        onData: ({ data: item }) => {
          queryClient.setQueryData(notificationsQuery.queryKey, (list) => list && { ...list, items: mergeNotifications(list.items, [item]) });
        },
      },
    ),
  );
  return null;
}
