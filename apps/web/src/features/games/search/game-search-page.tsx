import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, useRouterState } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { GameCard } from "./game-card.tsx";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";
import { FilterPanel, GameSearchBox, type UpdateSearch } from "./search-filters.tsx";
import { countActiveFilters, DEFAULT_RADIUS_KM } from "./search-params.ts";
import { useGameSearch } from "./use-game-search.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { usePageMeta } from "@/lib/page-meta.ts";
import { MapPlaceholder } from "@/domain/map/map-placeholder.tsx";
import { FiltersButton } from "@/domain/search/filters-button.tsx";
import { ViewToggle } from "@/domain/search/view-toggle.tsx";

const route = getRouteApi("/$lang/search/games");
// Leaflet weighs more than the rest of the page: it loads only when a map is on screen.
const GamesMap = lazy(() => import("./games-map.tsx"));


export function GameSearchPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Trouver une partie`, description: t`Les parties d'airsoft à venir près de chez vous : dates, prix, places restantes, sur une liste et une carte.` });
  const { lang } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { games, total, hasMore, loadMore, isLoadingMore } = useGameSearch(search);
  const searching = useRouterState({ select: (s) => s.status === "pending" });
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const [view, setView] = useState<"list" | "map">("list");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = countActiveFilters(search);
  // The badge counts what hides behind the "Filtres" button; the text box is in plain sight.
  const panelFilters = countActiveFilters({ ...search, q: undefined });

  const update: UpdateSearch = (patch, options) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace, resetScroll: false });
  const reset = () => void navigate({ search: {}, resetScroll: false });

  const circle: SearchCircle | undefined =
    search.lat !== undefined && search.lon !== undefined ? { latitude: search.lat, longitude: search.lon, radiusKm: search.radius ?? DEFAULT_RADIUS_KM } : undefined;
  const showList = isDesktop || view === "list";
  const showMap = isDesktop || view === "map";

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        <Trans>Trouver une partie</Trans>
      </h1>

      <section aria-label={t`Filtres`} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex gap-2">
          <GameSearchBox q={search.q} update={update} />
          <FiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} controls="game-search-filters" active={panelFilters} />
        </div>
        <div id="game-search-filters" className={cn(!filtersOpen && "hidden", "lg:block")}>
          <FilterPanel search={search} update={update} />
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-lg font-bold">
          <Plural value={total} _0="Aucune partie trouvée" one="# partie trouvée" other="# parties trouvées" />
        </p>
        {activeFilters > 0 ? (
          <Button variant="ghost" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden />
            <Trans>Réinitialiser les filtres</Trans>
          </Button>
        ) : null}
      </div>

      {isDesktop ? null : <ViewToggle view={view} onChange={setView} />}

      <div className={cn("grid gap-6 lg:grid-cols-2 lg:items-start", searching && "opacity-60 transition-opacity")} aria-busy={searching}>
        {showList ? (
          <section aria-label={t`Liste des parties`} className="space-y-4">
            {games.length === 0 ? (
              <div className="space-y-2 rounded-2xl border border-dashed border-border bg-card p-6 text-center">
                <p className="font-semibold">
                  <Trans>Aucune partie ne correspond à votre recherche.</Trans>
                </p>
                <p className="text-sm text-muted-foreground">
                  {circle ? (
                    <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans>
                  ) : (
                    <Trans>Essayez d'autres dates ou retirez des filtres.</Trans>
                  )}
                </p>
              </div>
            ) : (
              <ul className="space-y-3">
                {games.map((game) => (
                  <li key={game.id}>
                    <GameCard game={game} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
            {hasMore ? (
              <Button variant="outline" className="w-full" onClick={loadMore} disabled={isLoadingMore}>
                {isLoadingMore ? <Trans>Chargement...</Trans> : <Trans>Voir plus</Trans>}
              </Button>
            ) : null}
          </section>
        ) : null}
        {showMap ? (
          <section
            aria-label={t`Carte des parties`}
            // isolate: Leaflet's panes and controls (z-index 400 to 1000) stay under the sticky header and menus.
            className="isolate h-[70dvh] overflow-hidden rounded-2xl border border-border lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]"
          >
            <Suspense fallback={<MapPlaceholder />}>
              <GamesMap games={games} circle={circle} lang={lang} />
            </Suspense>
          </section>
        ) : null}
      </div>
    </div>
  );
}
