import type { FriendshipView } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PlayerGrid } from "@/domain/players/player-card.tsx";
import { EmptyResults, LoadMore } from "@/domain/search/results.tsx";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { FRIENDSHIP_VIEW_LABELS } from "@/domain/players/player-labels.ts";
import { DeletedRequestsNotice } from "./deleted-requests-notice.tsx";
import { friendsQuery } from "./friends-query.ts";
import { DEFAULT_VIEW, viewOf, VIEWS } from "./friends-search.ts";

const route = getRouteApi("/$lang/_authed/profile/friends");

function EmptyView({ view, lang }: { view: FriendshipView; lang: string }) {
  const text: Record<FriendshipView, ReactNode> = {
    friends: <Trans>Vous n'avez pas encore d'amis.</Trans>,
    requests: <Trans>Aucune demande d'ami en attente de votre réponse.</Trans>,
    pending: <Trans>Aucune demande envoyée en attente.</Trans>,
    others: <Trans>Aucun autre joueur pour l'instant.</Trans>,
  };
  return (
    <EmptyResults title={text[view]} className="space-y-3">
      {view === "friends" || view === "others" ? (
        <Button asChild variant="outline">
          <Link to="/$lang/search/players" params={{ lang }}>
            <Trans>Chercher des joueurs</Trans>
          </Link>
        </Button>
      ) : null}
    </EmptyResults>
  );
}

/** Requests waiting for an answer, counted on their tab: the one view that asks something of you. */
function useRequestCount() {
  const trpc = useTRPC();
  const { data } = useInfiniteQuery(friendsQuery(trpc, "requests"));
  const first = data?.pages[0];
  if (!first || first.items.length === 0) return null;
  return first.nextCursor ? `${first.items.length}+` : String(first.items.length);
}

/** /profile/friends?type= (docs/product.md §5): friends, requests received, requests sent, everyone else. */
export function FriendsPage() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang } = route.useParams();
  const view = route.useSearch({ select: viewOf });
  const query = useSuspenseInfiniteQuery(friendsQuery(trpc, view));
  const players = query.data.pages.flatMap((page) => page.items);
  const requestCount = useRequestCount();

  return (
    <section className="space-y-4" aria-labelledby="friends-title">
      <h2 id="friends-title" className="text-xl font-bold">
        <Trans>Mes amis</Trans>
      </h2>
      <nav aria-label={t`Filtrer les amis`} className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-card p-1 sm:grid-cols-4">
        {VIEWS.map((option) => (
          <Link
            key={option}
            to="/$lang/profile/friends"
            params={{ lang }}
            search={option === DEFAULT_VIEW ? {} : { type: option }}
            resetScroll={false}
            aria-current={option === view ? "page" : undefined}
            className={cn(
              "flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 text-center text-sm font-semibold transition",
              option === view ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
            )}
          >
            {i18n._(FRIENDSHIP_VIEW_LABELS[option])}
            {option === "requests" && requestCount ? (
              <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">
                <span className="sr-only">(</span>
                {requestCount}
                <span className="sr-only">)</span>
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      {view === "requests" ? <DeletedRequestsNotice /> : null}
      {players.length === 0 ? <EmptyView view={view} lang={lang} /> : <PlayerGrid players={players} lang={lang} />}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </section>
  );
}
