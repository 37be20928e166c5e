import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi, useRouterState } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { PlayerGrid } from "@/domain/players/player-card.tsx";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { NameSearchBox, PlayerFilterPanel, type UpdateSearch } from "./player-filters.tsx";
import { playerSearchQuery } from "./player-search-query.ts";
import { countActiveFilters } from "./search-params.ts";
import { FiltersButton } from "@/domain/search/filters-button.tsx";

const route = getRouteApi("/$lang/_authed/search/players");

/** Player search: by name, place, availability, language and team (onboarded players only). */
export function PlayerSearchPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useSuspenseInfiniteQuery(playerSearchQuery(search));
  const players = query.data.pages.flatMap((page) => page.items);
  const searching = useRouterState({ select: (s) => s.status === "pending" });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = countActiveFilters(search);
  // The badge counts what hides behind the "Filtres" button; the name box is in plain sight.
  const panelFilters = countActiveFilters({ ...search, q: undefined });

  const update: UpdateSearch = (patch, options) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace, resetScroll: false });
  const reset = () => void navigate({ search: {}, resetScroll: false });

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        <Trans>Trouver des joueurs</Trans>
      </h1>

      <section aria-label={t`Filtres`} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex gap-2">
          <NameSearchBox q={search.q} update={update} />
          <FiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} controls="player-search-filters" active={panelFilters} />
        </div>
        <div id="player-search-filters" className={cn(!filtersOpen && "hidden", "lg:block")}>
          <PlayerFilterPanel search={search} update={update} />
        </div>
      </section>

      {activeFilters > 0 ? (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden />
            <Trans>Réinitialiser les filtres</Trans>
          </Button>
        </div>
      ) : null}

      <section aria-label={t`Liste des joueurs`} aria-busy={searching} className={cn("space-y-4", searching && "opacity-60 transition-opacity")}>
        {players.length === 0 ? (
          <div role="status" className="space-y-2 rounded-2xl border border-dashed border-border bg-card p-6 text-center">
            <p className="font-semibold">
              <Trans>Aucun joueur ne correspond à votre recherche.</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans>
            </p>
          </div>
        ) : (
          <PlayerGrid players={players} lang={lang} />
        )}
        {query.hasNextPage ? (
          <Button variant="outline" className="w-full" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Trans>Chargement...</Trans> : <Trans>Voir plus</Trans>}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
