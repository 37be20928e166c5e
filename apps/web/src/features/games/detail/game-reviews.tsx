import { RATING_COMMENT_MAX, rateGameSchema, ratingWindow } from "@escouade/contracts/ratings";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Controller, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Field, FieldError, useGroupError } from "@/components/ui/field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { Card } from "@/components/ui/card.tsx";
import { StarRatingInput, StarScore } from "@/components/ui/star-rating.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { formatRelativeToNow } from "@/lib/dates.ts";
import { trpc } from "@/lib/trpc.ts";
import { validationMessage } from "@/lib/validation-messages.ts";

type RateGameValues = z.input<typeof rateGameSchema>;
import type { GameDetail } from "./use-game.ts";

/** The participant's own rating: stars and a comment, editable while the window is open. */
function RateGameForm({ gameId, mine }: { gameId: number; mine: { score: number; comment: string } | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useAppForm<RateGameValues>({ resolver: zodResolver(rateGameSchema) as unknown as Resolver<RateGameValues>, defaultValues: { gameId, score: mine?.score, comment: mine?.comment ?? "" } });
  const { errors, isSubmitting } = form.formState;
  const scoreError = validationMessage(errors.score?.message);
  const scoreGroup = useGroupError(scoreError);
  const rate = useMutation(trpc.ratings.rateGame.mutationOptions({ meta: { handlesError: true } }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rate.mutateAsync(values);
      toast.success(t`Merci pour votre avis !`);
      await queryClient.invalidateQueries({ queryKey: trpc.ratings.getGameRatings.queryKey({ gameId }) });
    } catch (error) {
      toast.error(readAppError(error).message);
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
      <Field label={<Trans>Commentaire (facultatif)</Trans>} error={validationMessage(errors.comment?.message)}>
        {(a11y) => <Textarea {...a11y} {...form.register("comment")} maxLength={RATING_COMMENT_MAX} className="min-h-20" />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {mine ? <Trans>Modifier mon avis</Trans> : <Trans>Publier mon avis</Trans>}
      </Button>
    </AppForm>
  );
}

/** After the game: what players thought of it, and a form for those who came. */
export function GameReviews({ game, lang }: { game: GameDetail; lang: string }) {
  const { data } = useQuery(trpc.ratings.getGameRatings.queryOptions({ gameId: game.id }));
  const canRate = game.myRegistration?.status === "confirmed" && ratingWindow(game.endsAt) === "open";
  if (!data) return null;
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold"><Trans>Avis des joueurs</Trans></h2>
        <StarScore average={data.average} count={data.count} />
      </div>
      {canRate ? <RateGameForm gameId={game.id} mine={data.mine} /> : null}
      {data.reviews.length === 0 ? (
        <p className="text-muted-foreground">{data.count === 0 ? <Trans>Pas encore d'avis.</Trans> : <Trans>Aucun commentaire pour l'instant.</Trans>}</p>
      ) : (
        <ul className="space-y-3">
          {data.reviews.map((review) => (
            <li key={review.id} className="space-y-1 border-t border-border pt-3 first:border-t-0 first:pt-0">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {review.author ? (
                  <Link to="/$lang/user/$userId" params={{ lang, userId: review.author.id }} className="font-semibold hover:underline">
                    {review.author.username}
                  </Link>
                ) : (
                  <span className="font-semibold">—</span>
                )}
                <StarScore average={review.score} />
                <span className="text-muted-foreground">{formatRelativeToNow(review.createdAt, lang)}</span>
              </p>
              <p className="whitespace-pre-line">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
