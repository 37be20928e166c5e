import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { lazy } from "react";
import { FiltersPanel } from "@/domain/search/filters-panel.tsx";
import { EmptyResults, LoadMore } from "@/domain/search/results.tsx";
import { SearchPage } from "@/domain/search/search-page.tsx";
import { countActiveFilters, searchCircle } from "@/domain/search/search-params.ts";
import { searchUpdaters } from "@/domain/search/search-updaters.ts";
import { GameCard } from "./game-card.tsx";
import { GameFilters, GameSearchBox } from "./search-filters.tsx";
import { useGameSearch } from "./use-game-search.ts";

const route = getRouteApi("/$lang/search/games");
// Leaflet weighs more than the rest of the page: it loads only when a map is on screen.
const GamesMap = lazy(() => import("./games-map.tsx"));

export function GameSearchPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const { update, reset } = searchUpdaters(route.useNavigate());
  const { games, total, hasMore, loadMore, isLoadingMore } = useGameSearch(search);
  const circle = searchCircle(search);

  return (
    <SearchPage
      title={<Trans>Trouver une partie</Trans>}
      filters={
        // The badge counts what hides behind the "Filtres" button; the text box is in plain sight.
        <FiltersPanel
          id="game-search-filters"
          searchBox={<GameSearchBox q={search.q} update={update} />}
          active={countActiveFilters({ ...search, q: undefined })}
          showResults={<Plural value={total} _0="Aucune partie, fermer les filtres" one="Afficher # partie" other="Afficher # parties" />}
        >
          <GameFilters search={search} update={update} />
        </FiltersPanel>
      }
      count={<Plural value={total} _0="Aucune partie trouvée" one="# partie trouvée" other="# parties trouvées" />}
      onReset={countActiveFilters(search) > 0 ? reset : undefined}
      list={{
        label: t`Liste des parties`,
        content: (
          <>
            {games.length === 0 ? (
              <EmptyResults title={<Trans>Aucune partie ne correspond à votre recherche.</Trans>}>
                <p className="text-sm text-muted-foreground">
                  {circle ? (
                    <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans>
                  ) : (
                    <Trans>Essayez d'autres dates ou retirez des filtres.</Trans>
                  )}
                </p>
              </EmptyResults>
            ) : (
              <ul className="space-y-3">
                {games.map((game) => (
                  <li key={game.id}>
                    <GameCard game={game} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
            <LoadMore hasMore={hasMore} loading={isLoadingMore} onLoadMore={loadMore} />
          </>
        ),
      }}
      map={{ label: t`Carte des parties`, content: <GamesMap games={games} circle={circle} lang={lang} /> }}
    />
  );
}
