import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, CalendarDays, MapPin } from "lucide-react";
import { useDeferredValue } from "react";
import { formatEuros } from "@/lib/format.ts";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { GameTime } from "@/domain/games/game-time.tsx";
import { useTRPC, type AppTrpc } from "@/lib/trpc.ts";

const COUNT = 6;

/** The games the home shows: its route's loader asks for them when the server draws the page (decision 031). */
export function upcomingGamesQuery(trpc: AppTrpc) {
  return trpc.games.getGames.queryOptions({ limit: COUNT }, { staleTime: 30_000 });
}

/**
 * The next public games across France, soonest first. In the browser the page does not wait for
 * them; the server draws the page with them (decision 031).
 */
export function UpcomingGames({ lang }: { lang: string }) {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const games = useQuery(upcomingGamesQuery(trpc));
  // The cards are drawn in a transition, in slices, not in the one task the answer arrives in.
  const data = useDeferredValue(games.data);
  const pending = data === undefined && !games.isError;
  const items = data?.items ?? [];
  if (data && items.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-games" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="upcoming-games" className="text-2xl font-bold tracking-tight">
          <Trans>Prochaines parties</Trans>
        </h2>
        <Link to="/$lang/search/games" params={{ lang }} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline">
          <Trans>Toutes les parties</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={pending}>
        {pending
          ? Array.from({ length: 3 }, (_, index) => <li key={index} className="h-28 animate-pulse rounded-2xl bg-muted" />)
          : items.map((game, index) => (
              // Three on the phone, where the cards stack: the home stays short.
              <li key={game.id} className={index >= 3 ? "hidden sm:block" : undefined}>
                <Link
                  to="/$lang/games/$gameId"
                  params={{ lang, gameId: game.id }}
                  className="flex h-full flex-col gap-1.5 rounded-2xl border border-border bg-card p-4 transition hover:border-primary/50 hover:shadow-sm"
                >
                  <span className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(GAME_TYPE_LABELS[game.type])}</span>
                  <span className="line-clamp-2 font-bold">{game.title}</span>
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <CalendarDays className="size-4 shrink-0" aria-hidden />
                    <GameTime date={game.startsAt} timeZone={game.timeZone} style="dayTime" />
                  </span>
                  <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                    <span className="flex min-w-0 items-center gap-1.5">
                      <MapPin className="size-4 shrink-0" aria-hidden />
                      <span className="truncate">{game.city}</span>
                    </span>
                    <span className="font-semibold text-foreground">{formatEuros(game.priceCents, i18n.locale)}</span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
