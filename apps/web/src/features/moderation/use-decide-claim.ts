import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { i18n } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC, type AppTrpc } from "@/lib/trpc.ts";

/** The queue as the route loads it and the page reads it. */
export const pendingClaimsQuery = (trpc: AppTrpc) => trpc.shops.listPendingClaims.queryOptions();

/** The claims waiting and the accept / refuse action, the list refreshed after each decision. */
export function useDecideClaim() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useSuspenseQuery(pendingClaimsQuery(trpc)).data;
  const mutation = useMutation(trpc.shops.decideClaim.mutationOptions());

  const decide = async (claimId: number, decision: "accepted" | "refused", reason: string) => {
    try {
      await mutation.mutateAsync({ claimId, decision, reason });
      toast.success(i18n._(decision === "accepted" ? msg`Gestion accordée : le joueur a été prévenu` : msg`Demande refusée : le joueur a été prévenu`));
    } catch {
      // The query client has shown why; another moderator may have been quicker, the refresh shows it.
    }
    await queryClient.invalidateQueries({ queryKey: trpc.shops.pathKey() });
  };

  return { pending, decide, busyId: mutation.isPending ? mutation.variables?.claimId : undefined };
}

export type PendingClaim = ReturnType<typeof useDecideClaim>["pending"][number];
