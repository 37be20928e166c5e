import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { i18n } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { pendingClaimsQuery } from "./pending-claims-query.ts";

/** The claims waiting and the accept / refuse action, the list refreshed after each decision. */
export function useDecideClaim() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useSuspenseQuery(pendingClaimsQuery(trpc)).data;
  const mutation = useMutation(trpc.shops.decideClaim.mutationOptions());

  const decide = async (claimId: number, decision: "accepted" | "refused", reason: string) => {
    try {
      await mutation.mutateAsync({ claimId, decision, reason: reason.trim() });
      toast.success(i18n._(decision === "accepted" ? msg`Gestion accordée : le joueur a été prévenu` : msg`Revendication refusée : le joueur a été prévenu`));
    } catch {
      // The query client has shown why. REQUEST_ALREADY_DECIDED included: another moderator was quicker,
      // the refresh below shows it.
    }
    // Both the queue and the place's page (its owners) change with a decision.
    await queryClient.invalidateQueries({ queryKey: trpc.shops.pathKey() });
  };

  return { pending, decide, busyId: mutation.isPending ? mutation.variables?.claimId : undefined };
}

export type PendingClaim = ReturnType<typeof useDecideClaim>["pending"][number];
