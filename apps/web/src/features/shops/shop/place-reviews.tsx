import { PLACE_LIMITS, type ReviewEligibility } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { MessageSquareReply } from "lucide-react";
import { useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FieldError } from "@/components/ui/field.tsx";
import { StarRatingInput, StarScore } from "@/components/ui/star-rating.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { UserText } from "@/components/ui/user-text.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { LoadMore } from "@/domain/search/results.tsx";
import { formatDate } from "@/lib/dates.ts";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { usePlaceAction } from "./use-place-action.ts";

interface Props {
  shopId: number;
  lang: string;
  isField: boolean;
  rating: { average: number | null; count: number };
  eligibility: ReviewEligibility;
  myReview: { rating: number; comment: string; removed: boolean } | null;
  owner: boolean;
}

/**
 * Reviews of a place (docs/product.md §7): the average and count, the form for a player who went
 * there, each review with the owners' one answer.
 */
export function PlaceReviews({ shopId, lang, isField, rating, eligibility, myReview, owner }: Props) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const me = useSession()?.user.id;
  const run = usePlaceAction();
  const reviews = useInfiniteQuery(
    trpc.shops.getReviews.infiniteQueryOptions({ shopId, limit: 10 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  const remove = useMutation(trpc.shops.deleteMyReview.mutationOptions());
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="space-y-4" id="avis">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          <Trans>Avis des joueurs</Trans>
        </h2>
        {rating.count > 0 ? <StarScore average={rating.average} count={rating.count} /> : null}
      </div>
      {eligibility === "eligible" || (eligibility === "reviewed" && myReview && !myReview.removed) ? <ReviewForm shopId={shopId} current={myReview} /> : null}
      {eligibility === "reviewed" && myReview && !myReview.removed ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-destructive">
              <Trans>Retirer mon avis</Trans>
            </Button>
          }
          title={<Trans>Retirer votre avis ?</Trans>}
          description={<Trans>Il disparaîtra de la page et de la moyenne.</Trans>}
          confirmLabel={<Trans>Retirer</Trans>}
          onConfirm={() => void run(() => remove.mutateAsync({ shopId }), t`Avis retiré`)}
        />
      ) : null}
      {eligibility === "not_checked_in" ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Vous pourrez donner votre avis après une partie sur ce terrain, une fois votre billet validé à l'entrée.</Trans>
        </p>
      ) : null}
      {eligibility === "not_visited" ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Indiquez que vous y êtes allé pour donner votre avis.</Trans>
        </p>
      ) : null}
      {reviews.data && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {isField ? <Trans>Pas encore d'avis sur ce terrain.</Trans> : <Trans>Pas encore d'avis sur ce lieu.</Trans>}
        </p>
      ) : null}
      <ul className="space-y-3">
        {items.map((review) => (
          <li key={review.id} className="space-y-2 rounded-xl border border-border p-3">
            <div className="flex items-center gap-2">
              <Avatar avatar={review.author.avatar ?? null} username={review.author.username ?? "?"} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{review.author.username}</p>
                <p className="text-xs text-muted-foreground">
                  {formatDate(review.createdAt, lang, "dayYear")}
                  {review.edited ? (
                    <>
                      {" · "}
                      <Trans>modifié</Trans>
                    </>
                  ) : null}
                </p>
              </div>
              <ReportButton target={{ kind: "place_review", id: review.id }} mine={review.author.id === me} iconOnly />
            </div>
            <StarScore average={review.rating} />
            {review.comment ? <UserText text={review.comment} /> : null}
            {review.answer ? (
              <div className="ms-4 space-y-1 rounded-lg bg-muted/60 p-3">
                <p className="flex items-center gap-2 text-sm font-semibold">
                  <MessageSquareReply className="size-4" aria-hidden />
                  <Trans>Réponse du lieu</Trans>
                </p>
                <UserText text={review.answer} />
              </div>
            ) : owner ? (
              <AnswerForm reviewId={review.id} />
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={reviews.hasNextPage} loading={reviews.isFetchingNextPage} onLoadMore={() => void reviews.fetchNextPage()} />
    </Card>
  );
}

function ReviewForm({ shopId, current }: { shopId: number; current: { rating: number; comment: string } | null }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = usePlaceAction();
  const commentId = useId();
  const [score, setScore] = useState<number | null>(current?.rating ?? null);
  const [comment, setComment] = useState(current?.comment ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(trpc.shops.reviewPlace.mutationOptions());
  return (
    <form
      className="space-y-2 rounded-xl bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (score === null) {
          setError(t`Choisissez une note de 1 à 5 étoiles`);
          return;
        }
        setError(undefined);
        void run(() => save.mutateAsync({ shopId, rating: score, comment }), current ? t`Avis modifié` : t`Merci pour votre avis !`);
      }}
    >
      <p className="text-sm font-semibold">{current ? <Trans>Votre avis</Trans> : <Trans>Donnez votre avis</Trans>}</p>
      <StarRatingInput value={score} onChange={setScore} label={t`Votre note`} />
      <FieldError>{error}</FieldError>
      <label htmlFor={commentId} className="sr-only">
        <Trans>Commentaire (facultatif)</Trans>
      </label>
      <Textarea
        id={commentId}
        rows={3}
        maxLength={PLACE_LIMITS.reviewCommentMax}
        value={comment}
        placeholder={t`Commentaire (facultatif) : accueil, terrain, sécurité…`}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" disabled={save.isPending}>
        {current ? <Trans>Modifier mon avis</Trans> : <Trans>Publier mon avis</Trans>}
      </Button>
    </form>
  );
}

/** The owners answer a review once, in the place's name. */
function AnswerForm({ reviewId }: { reviewId: number }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = usePlaceAction();
  const answerId = useId();
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState("");
  const send = useMutation(trpc.shops.answerReview.mutationOptions());
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <MessageSquareReply className="size-4" aria-hidden />
        <Trans>Répondre</Trans>
      </Button>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!answer.trim() || send.isPending) return;
        void run(() => send.mutateAsync({ reviewId, answer }), t`Réponse publiée`);
      }}
    >
      <label htmlFor={answerId} className="text-sm font-semibold">
        <Trans>Votre réponse (une seule, au nom du lieu)</Trans>
      </label>
      <Textarea id={answerId} rows={3} maxLength={PLACE_LIMITS.answerMax} value={answer} onChange={(event) => setAnswer(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={send.isPending || !answer.trim()}>
          <Trans>Publier la réponse</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </form>
  );
}
