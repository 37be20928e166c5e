import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { lazy } from "react";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { FiltersPanel } from "@/domain/search/filters-panel.tsx";
import { LanguageFilter } from "@/domain/search/language-filter.tsx";
import { LocationFilter } from "@/domain/search/location-filter.tsx";
import { EmptyResults, LoadMore } from "@/domain/search/results.tsx";
import { SearchBox } from "@/domain/search/search-box.tsx";
import { SearchPage } from "@/domain/search/search-page.tsx";
import { countActiveFilters, searchCircle } from "@/domain/search/search-params.ts";
import { searchUpdaters } from "@/domain/search/search-updaters.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { TeamCard } from "./team-card.tsx";
import { teamSearchQuery } from "./team-search-query.ts";

const route = getRouteApi("/$lang/_authed/search/teams");
// Leaflet weighs more than the rest of the page: it loads only when a map is on screen.
const TeamsMap = lazy(() => import("./teams-map.tsx"));

/** Team search: by name or city, around a place, recruiting only, by language (signed-in players). */
export function TeamSearchPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const { update, reset } = searchUpdaters(route.useNavigate());
  const query = useSuspenseInfiniteQuery(teamSearchQuery(trpc, search));
  const teams = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? teams.length;
  const circle = searchCircle(search);

  return (
    <SearchPage
      title={<Trans>Trouver une équipe</Trans>}
      action={
        <Button asChild variant="outline">
          <Link to="/$lang/teams" params={{ lang }}>
            <Trans>Mon équipe</Trans>
          </Link>
        </Button>
      }
      filters={
        <FiltersPanel
          id="team-search-filters"
          searchBox={
            <SearchBox
              id="team-search-q"
              label={<Trans>Rechercher une équipe</Trans>}
              placeholder={t`Nom ou ville de l'équipe`}
              value={search.q}
              onSearch={(value) => update({ q: value || undefined }, { replace: true })}
            />
          }
          active={countActiveFilters({ ...search, q: undefined })}
          showResults={<Plural value={total} _0="Aucune équipe, fermer les filtres" one="Afficher # équipe" other="Afficher # équipes" />}
        >
          <div className="space-y-4">
            <LocationFilter search={search} update={update} />
            <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
              <LanguageFilter id="team-search-language" value={search.language} onChange={(language) => update({ language })} />
              <CheckboxField
                label={<Trans>Seulement les équipes qui recrutent</Trans>}
                checked={search.recruiting === true}
                onChange={(event) => update({ recruiting: event.target.checked ? true : undefined })}
              />
            </div>
          </div>
        </FiltersPanel>
      }
      count={<Plural value={total} _0="Aucune équipe trouvée" one="# équipe trouvée" other="# équipes trouvées" />}
      onReset={countActiveFilters(search) > 0 ? reset : undefined}
      list={{
        label: t`Liste des équipes`,
        content: (
          <>
            {teams.length === 0 ? (
              <EmptyResults title={<Trans>Aucune équipe ne correspond à votre recherche.</Trans>}>
                <p className="text-sm text-muted-foreground">
                  <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans>
                </p>
              </EmptyResults>
            ) : (
              <ul className="space-y-3">
                {teams.map((team) => (
                  <li key={team.id}>
                    <TeamCard team={team} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
            <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
          </>
        ),
      }}
      map={{ label: t`Carte des équipes`, content: <TeamsMap teams={teams} circle={circle} lang={lang} /> }}
    />
  );
}
