import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { LiveNotificationFeed } from "./live-notification-feed.tsx";
import { liveCursorAfter } from "./notification-list.ts";
import { notificationsQuery, notificationsUserId } from "./notifications-query.ts";
import { NotificationPanel } from "./notification-panel.tsx";
import { setNotificationPanelOpen } from "./panel-store.ts";

/** Rendered once in the app shell: the live feed and the panel, for onboarded users only. */
export function NotificationCenter() {
  const trpc = useTRPC();
  const userId = notificationsUserId(useSession());
  const { data } = useQuery({ ...notificationsQuery(trpc), enabled: userId !== null });
  useForgetOnAccountChange(userId);
  if (!userId) return null;
  return (
    <>
      {data ? <LiveNotificationFeed key={userId} resumeFrom={liveCursorAfter(data.items)} /> : null}
      <NotificationPanel />
    </>
  );
}

/**
 * The list never goes stale, so after signing out (or in as someone else) in the same tab the
 * previous account's list must be dropped, or the next one would be shown it.
 */
function useForgetOnAccountChange(userId: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) {
      void queryClient.resetQueries({ queryKey: notificationsQuery(trpc).queryKey, exact: true });
      setNotificationPanelOpen(false);
    }
    previous.current = userId;
  }, [userId, queryClient, trpc]);
}
