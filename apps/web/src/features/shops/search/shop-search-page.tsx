import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, Link } from "@tanstack/react-router";
import { MessageSquarePlus } from "lucide-react";
import { lazy } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FiltersPanel } from "@/domain/search/filters-panel.tsx";
import { EmptyResults } from "@/domain/search/results.tsx";
import { SearchPage } from "@/domain/search/search-page.tsx";
import { countActiveFilters, searchCircle } from "@/domain/search/search-params.ts";
import { searchUpdaters } from "@/domain/search/search-updaters.ts";
import { ShopCard } from "./shop-card.tsx";
import { ShopFilters } from "./shop-filters.tsx";
import { useShopSearch } from "./use-shop-search.ts";

const route = getRouteApi("/$lang/search/shops");
// Leaflet weighs more than the rest of the page: it loads only when a map is on screen.
const ShopsMap = lazy(() => import("./shops-map.tsx"));

export function ShopSearchPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const { update, reset } = searchUpdaters(route.useNavigate());
  const shops = useShopSearch(search);
  const circle = searchCircle(search);

  return (
    <SearchPage
      title={<Trans>Boutiques et terrains</Trans>}
      action={
        <Button asChild variant="outline">
          <Link to="/$lang/shops/report" params={{ lang }}>
            <MessageSquarePlus className="size-4" aria-hidden />
            <Trans>Signaler une boutique manquante</Trans>
          </Link>
        </Button>
      }
      filters={
        <FiltersPanel>
          <ShopFilters search={search} update={update} />
        </FiltersPanel>
      }
      count={<Plural value={shops.length} _0="Aucune boutique ni terrain" one="# boutique ou terrain" other="# boutiques et terrains" />}
      onReset={countActiveFilters(search) > 0 ? reset : undefined}
      list={{
        label: t`Liste des boutiques et terrains`,
        content:
          shops.length === 0 ? (
            <EmptyResults title={<Trans>Aucune boutique ni terrain ne correspond à votre recherche.</Trans>}>
              <p className="text-sm text-muted-foreground">
                {circle ? (
                  <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans>
                ) : (
                  <Trans>Retirez des filtres ou signalez-nous une adresse.</Trans>
                )}
              </p>
            </EmptyResults>
          ) : (
            <ul className="space-y-3">
              {shops.map((shop) => (
                <li key={shop.id}>
                  <ShopCard shop={shop} lang={lang} />
                </li>
              ))}
            </ul>
          ),
      }}
      map={{ label: t`Carte des boutiques et terrains`, content: <ShopsMap shops={shops} circle={circle} lang={lang} /> }}
    />
  );
}
