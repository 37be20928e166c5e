import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { i18n } from "@/lib/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { pendingShopsQuery } from "./pending-shops-query.ts";

/** The pending shops and the approve / reject action, the list refreshed after each decision. */
export function useModerateShop() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useSuspenseQuery(pendingShopsQuery(trpc)).data;
  const moderate = useMutation(trpc.shops.moderateShop.mutationOptions());

  const decide = async (shopId: number, decision: "approved" | "rejected") => {
    try {
      await moderate.mutateAsync({ shopId, decision });
      toast.success(i18n._(decision === "approved" ? msg`Boutique ajoutée à la carte` : msg`Signalement refusé`));
    } catch {
      // The query client has shown why. ALREADY_MODERATED included: another moderator was quicker,
      // the refresh below shows it.
    }
    // Both the queue and the public search change with a decision.
    await queryClient.invalidateQueries({ queryKey: trpc.shops.pathKey() });
  };

  return { pending, decide, busyId: moderate.isPending ? moderate.variables?.shopId : undefined };
}

export type PendingShop = ReturnType<typeof useModerateShop>["pending"][number];
