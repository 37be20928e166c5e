import { ratingWindow } from "@escouade/contracts/rating-window";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Card } from "@/components/ui/card.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { formatRelativeToNow } from "@/lib/dates.ts";
import { useTRPC } from "@/lib/trpc.ts";
import type { GameDetail } from "./use-game.ts";
import { UserText } from "@/components/ui/user-text.tsx";

// The rating form's machinery (react-hook-form, zod) loads only for those who may rate.
const RateGameForm = lazy(() => import("./rate-game-form.tsx").then((module) => ({ default: module.RateGameForm })));

/** After the game: what players thought of it, and a form for those who came. */
export function GameReviews({ game, lang }: { game: GameDetail; lang: string }) {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.ratings.getGameRatings.queryOptions({ gameId: game.id, shareToken: game.openedWith }));
  const canRate = game.myRegistration?.status === "confirmed" && ratingWindow(game.endsAt) === "open";
  if (!data) return null;
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          <Trans>Avis des joueurs</Trans>
        </h2>
        <StarScore average={data.average} count={data.count} />
      </div>
      {canRate ? (
        <Suspense fallback={null}>
          <RateGameForm gameId={game.id} mine={data.mine} />
        </Suspense>
      ) : null}
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
              <UserText text={review.comment} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
