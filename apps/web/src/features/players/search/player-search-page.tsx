import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { PlayerGrid } from "@/domain/players/player-card.tsx";
import { FiltersPanel } from "@/domain/search/filters-panel.tsx";
import { EmptyResults, LoadMore } from "@/domain/search/results.tsx";
import { SearchPage } from "@/domain/search/search-page.tsx";
import { MessagePlayerButton } from "@/domain/messages/message-player-button.tsx";
import { InviteToTeamButton } from "@/domain/teams/invite-to-team-button.tsx";
import { countActiveFilters } from "@/domain/search/search-params.ts";
import { searchUpdaters } from "@/domain/search/search-updaters.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { NameSearchBox, PlayerFilters } from "./player-filters.tsx";
import { playerSearchQuery } from "./player-search-query.ts";

const route = getRouteApi("/$lang/_authed/search/players");

/** Player search: by name, place, availability, language and team (onboarded players only). */
export function PlayerSearchPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const { update, reset } = searchUpdaters(route.useNavigate());
  const query = useSuspenseInfiniteQuery(playerSearchQuery(trpc, search));
  const players = query.data.pages.flatMap((page) => page.items);

  return (
    <SearchPage
      title={<Trans>Trouver des joueurs</Trans>}
      filters={
        // The badge counts what hides behind the "Filtres" button; the name box is in plain sight.
        <FiltersPanel
          id="player-search-filters"
          searchBox={<NameSearchBox q={search.q} update={update} />}
          active={countActiveFilters({ ...search, q: undefined })}
          // The API does not count players: the button names them without a number.
          showResults={<Trans>Afficher les joueurs</Trans>}
        >
          <PlayerFilters search={search} update={update} />
        </FiltersPanel>
      }
      onReset={countActiveFilters(search) > 0 ? reset : undefined}
      list={{
        label: t`Liste des joueurs`,
        content: (
          <>
            {players.length === 0 ? (
              // No count above the list here: the empty result announces itself.
              <EmptyResults role="status" title={<Trans>Aucun joueur ne correspond à votre recherche.</Trans>}>
                <p className="text-sm text-muted-foreground">
                  <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans>
                </p>
              </EmptyResults>
            ) : (
              <PlayerGrid
                players={players}
                lang={lang}
                actions={(player) => (
                  <>
                    <MessagePlayerButton userId={player.userId} username={player.username} />
                    <InviteToTeamButton userId={player.userId} username={player.username} hasTeam={player.team !== null} />
                  </>
                )}
              />
            )}
            <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
          </>
        ),
      }}
    />
  );
}
