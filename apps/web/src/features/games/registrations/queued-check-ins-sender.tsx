import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSession } from "@/lib/session.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { gamesWithPendingCheckIns } from "./check-in-queue.ts";
import { sendQueuedCheckIns, useSendingWhileOnline } from "./send-check-ins.ts";

/**
 * Sends the check-ins kept on this phone from whatever page of the app is open, not only from
 * the game's registrations page: an organizer who noted arrivals at a gate with no signal and then
 * went on to another page (or opened the app again elsewhere) would otherwise leave them on the
 * phone until they came back to that page. Only the account that scanned them sends them from
 * here. Draws nothing.
 */
export function QueuedCheckInsSender() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const send = useCallback(() => {
    if (!userId) return;
    for (const gameId of gamesWithPendingCheckIns()) {
      void sendQueuedCheckIns(trpcClient, gameId, userId).then((sent) => {
        if (sent > 0) void queryClient.invalidateQueries({ queryKey: trpc.registrations.getGameRegistrations.queryKey({ gameId }) });
      });
    }
  }, [userId, queryClient, trpc, trpcClient]);
  // Signed in: look for kept check-ins now, when the network returns, and now and then.
  useSendingWhileOnline(userId ? 1 : 0, send);
  return null;
}
