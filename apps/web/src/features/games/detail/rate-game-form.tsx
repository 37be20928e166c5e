import { rateGameSchema, RATING_COMMENT_MAX } from "@escouade/contracts/ratings";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { StarRatingInput } from "@/components/ui/star-rating.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

type RateGameValues = z.input<typeof rateGameSchema>;

/** The participant's own rating: stars and a comment, editable while the window is open. */
export function RateGameForm({ gameId, mine }: { gameId: number; mine: { score: number; comment: string } | null }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useAppForm<RateGameValues>({
    resolver: zodResolver(rateGameSchema) as unknown as Resolver<RateGameValues>,
    defaultValues: { gameId, score: mine?.score, comment: mine?.comment ?? "" },
  });
  const { isSubmitting } = form.formState;
  const scoreError = useFieldError(form.control, "score");
  const scoreGroup = useGroupError(scoreError);
  const rate = useMutation(trpc.ratings.rateGame.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rate.mutateAsync(values);
      toast.success(t`Merci pour votre avis !`);
      await queryClient.invalidateQueries({ queryKey: trpc.ratings.getGameRatings.queryKey({ gameId }) });
    } catch {
      // The query client has shown why.
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-3 rounded-xl bg-muted/60 p-4">
      <p className="font-semibold">{mine ? <Trans>Votre note (vous pouvez la modifier)</Trans> : <Trans>Vous y étiez : notez la partie</Trans>}</p>
      <Controller
        control={form.control}
        name="score"
        render={({ field }) => <StarRatingInput value={field.value ?? null} onChange={field.onChange} label={t`Votre note`} invalid={scoreGroup.groupProps} />}
      />
      <FieldError id={scoreGroup.errorId}>{scoreError}</FieldError>
      <FormField control={form.control} name="comment" label={<Trans>Commentaire (facultatif)</Trans>}>
        {(a11y) => <Textarea {...a11y} {...form.register("comment")} maxLength={RATING_COMMENT_MAX} className="min-h-20" />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {mine ? <Trans>Modifier mon avis</Trans> : <Trans>Publier mon avis</Trans>}
      </Button>
    </AppForm>
  );
}
