import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { onLiveEvent, openLiveStream } from "@/lib/live.ts";
import { refreshSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { mergeNotifications } from "./notification-list.ts";
import { notificationsQuery } from "./notifications-query.ts";

/**
 * Opens the tab's live stream and merges each new notification into the loaded list. Starts after
 * the newest one the list holds; a reconnection resumes from the last event received, so none is lost.
 */
export function LiveNotificationFeed({ resumeFrom }: { resumeFrom: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Captured once: the list grows with every notification, and the stream must not restart then.
  const [cursor] = useState(resumeFrom);
  useEffect(() => {
    // What a notification says changed is shown at once where it shows: a friend request accepted
    // turns "Cancel request" into "Friends", a team's answer updates its page.
    const staleAfter = (type: string) =>
      type.startsWith("friend_")
        ? [trpc.players.pathKey(), trpc.friends.pathKey()]
        : type.startsWith("team_")
          ? [trpc.teams.pathKey(), trpc.players.pathKey()]
          : type.startsWith("game_")
            ? [trpc.games.pathKey(), trpc.registrations.pathKey()]
            : type.startsWith("carpool_")
              ? [trpc.carpool.pathKey()]
              : [];
    const stopListening = onLiveEvent("notification", (item) => {
      queryClient.setQueryData(notificationsQuery(trpc).queryKey, (list) => list && { ...list, items: mergeNotifications(list.items, [item]) });
      for (const queryKey of staleAfter(item.data.type)) void queryClient.invalidateQueries({ queryKey });
    });
    const leave = openLiveStream(cursor, () => void refreshSession(queryClient));
    return () => {
      stopListening();
      leave();
    };
  }, [cursor, queryClient, trpc]);
  return null;
}
