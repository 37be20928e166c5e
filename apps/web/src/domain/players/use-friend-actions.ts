import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/** The friendship transitions with one player (docs/product.md §5), each with its toast. */
export function useFriendActions(userId: string) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const send = useMutation(trpc.friends.sendFriendRequest.mutationOptions());
  const cancel = useMutation(trpc.friends.cancelFriendRequest.mutationOptions());
  const accept = useMutation(trpc.friends.acceptFriendRequest.mutationOptions());
  const decline = useMutation(trpc.friends.declineFriendRequest.mutationOptions());
  const remove = useMutation(trpc.friends.removeFriend.mutationOptions());
  const ping = useMutation(trpc.friends.pingFriend.mutationOptions());
  const input = { userId };

  /**
   * Profiles, lists and counts all show the friendship: they are refreshed after a change, and
   * after a refusal too (the other player may have acted first, so what we showed was stale).
   */
  async function run<T>(action: () => Promise<T>, success: (result: T) => string, { changes = true } = {}) {
    let failed = false;
    try {
      toast.success(success(await action()));
    } catch {
      // The query client has shown why.
      failed = true;
    }
    if (changes || failed) await queryClient.invalidateQueries({ queryKey: trpc.players.pathKey() });
  }

  return {
    pending: [send, cancel, accept, decline, remove, ping].some((m) => m.isPending),
    sendRequest: () =>
      // Had they asked us already, the two requests meet and we are friends at once.
      run(
        () => send.mutateAsync(input),
        (r) => (r.status === "friends" ? t`Demande d'ami acceptée` : t`Demande envoyée`),
      ),
    cancelRequest: () =>
      run(
        () => cancel.mutateAsync(input),
        () => t`Demande annulée`,
      ),
    accept: () =>
      run(
        () => accept.mutateAsync(input),
        () => t`Demande d'ami acceptée`,
      ),
    decline: () =>
      run(
        () => decline.mutateAsync(input),
        () => t`Demande refusée`,
      ),
    remove: () =>
      run(
        () => remove.mutateAsync(input),
        () => t`Ami retiré`,
      ),
    ping: () =>
      run(
        () => ping.mutateAsync(input),
        () => t`Ping envoyé`,
        { changes: false },
      ),
  };
}
