import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { StarRatingInput } from "@/components/ui/star-rating.tsx";
import { useTRPC } from "@/lib/trpc.ts";

/** The organizer's fair-play stars for one participant, saved as soon as they are picked. */
export function FairPlayRating({
  gameId,
  registrationId,
  username,
  score,
}: {
  gameId: number;
  registrationId: number;
  username: string;
  score: number | null;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const rate = useMutation(trpc.ratings.ratePlayer.mutationOptions());

  async function save(next: number) {
    try {
      await rate.mutateAsync({ registrationId, score: next, comment: "" });
      toast.success(t`Fair-play de ${username} noté`);
      await queryClient.invalidateQueries({ queryKey: trpc.registrations.getGameRegistrations.queryKey({ gameId }) });
    } catch {
      // The query client has shown why.
    }
  }

  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Fair-play</Trans>
      </p>
      <StarRatingInput value={score} onChange={(s) => void save(s)} label={t`Fair-play de ${username}`} disabled={rate.isPending} />
    </div>
  );
}
