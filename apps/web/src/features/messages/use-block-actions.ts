import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { unreadSummaryQuery } from "./messages-queries.ts";

/** Block and unblock from a thread: the header and the composer follow at once. */
export function useBlockActions(conversationId: number) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.messages.getConversation.queryKey({ conversationId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.messages.getConversations.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.messages.getBlockedPlayers.queryKey() }),
      queryClient.invalidateQueries({ queryKey: unreadSummaryQuery(trpc).queryKey }),
    ]);
  const blockMutation = useMutation(trpc.messages.blockPlayer.mutationOptions());
  const unblockMutation = useMutation(trpc.messages.unblockPlayer.mutationOptions());
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch {
      // The query client has shown why.
    }
    await refresh();
  };
  return {
    block: (userId: string, username: string) => void run(() => blockMutation.mutateAsync({ userId }), t`Joueur bloqué : ${username}`),
    unblock: (userId: string, username: string) => void run(() => unblockMutation.mutateAsync({ userId }), t`Joueur débloqué : ${username}`),
    pending: blockMutation.isPending || unblockMutation.isPending,
  };
}
