import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * Friend requests from players who have since deleted their account: kept (docs/product.md §5), shown for
 * what they are, and cleared by the player since nobody is left to befriend.
 */
export function DeletedRequestsNotice() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = trpc.friends.getRequestsFromDeletedPlayers.queryOptions();
  const { data } = useQuery(query);
  const dismiss = useMutation(
    trpc.friends.dismissRequestsFromDeletedPlayers.mutationOptions({
      onSuccess: () => queryClient.setQueryData(query.queryKey, { count: 0, latest: null }),
    }),
  );
  if (!data?.count) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3 text-sm">
      <UserX className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <p className="min-w-0 flex-1">
        <Plural
          value={data.count}
          one="# demande d'un joueur supprimé : ce joueur a supprimé son compte."
          other="# demandes de joueurs supprimés : ces joueurs ont supprimé leur compte."
        />
      </p>
      <Button variant="outline" disabled={dismiss.isPending} onClick={() => dismiss.mutate()} aria-label={t`Effacer les demandes de joueurs supprimés`}>
        <Trans>Effacer</Trans>
      </Button>
    </div>
  );
}
