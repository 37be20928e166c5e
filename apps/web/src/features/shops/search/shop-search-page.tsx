import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, Link, useRouterState } from "@tanstack/react-router";
import { MessageSquarePlus, RotateCcw } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { countActiveShopFilters, DEFAULT_SHOP_RADIUS_KM } from "./search-params.ts";
import { ShopCard } from "./shop-card.tsx";
import { ShopFilters, type UpdateShopSearch } from "./shop-filters.tsx";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { useShopSearch } from "./use-shop-search.ts";
import { usePageMeta } from "@/lib/page-meta.ts";
import { MapPlaceholder } from "@/domain/map/map-placeholder.tsx";
import { ViewToggle } from "@/domain/search/view-toggle.tsx";

const route = getRouteApi("/$lang/search/shops");
// Leaflet weighs more than the rest of the page: it loads only when a map is on screen.
const ShopsMap = lazy(() => import("./shops-map.tsx"));



export function ShopSearchPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Boutiques et terrains`, description: t`Les boutiques, terrains et ateliers d'airsoft près de chez vous, en liste et sur une carte.` });
  const { lang } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const shops = useShopSearch(search);
  const searching = useRouterState({ select: (s) => s.status === "pending" });
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const [view, setView] = useState<"list" | "map">("list");

  const update: UpdateShopSearch = (patch, options) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace, resetScroll: false });
  const reset = () => void navigate({ search: {}, resetScroll: false });

  const circle: SearchCircle | undefined =
    search.lat !== undefined && search.lon !== undefined ? { latitude: search.lat, longitude: search.lon, radiusKm: search.radius ?? DEFAULT_SHOP_RADIUS_KM } : undefined;
  const showList = isDesktop || view === "list";
  const showMap = isDesktop || view === "map";

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Boutiques et terrains</Trans>
        </h1>
        <Button asChild variant="outline">
          <Link to="/$lang/shops/report" params={{ lang }}>
            <MessageSquarePlus className="size-4" aria-hidden />
            <Trans>Signaler une boutique manquante</Trans>
          </Link>
        </Button>
      </div>

      <section aria-label={t`Filtres`} className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <ShopFilters search={search} update={update} />
      </section>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-lg font-bold">
          <Plural value={shops.length} _0="Aucune boutique ni terrain" one="# boutique ou terrain" other="# boutiques et terrains" />
        </p>
        {countActiveShopFilters(search) > 0 ? (
          <Button variant="ghost" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden />
            <Trans>Réinitialiser les filtres</Trans>
          </Button>
        ) : null}
      </div>

      {isDesktop ? null : <ViewToggle view={view} onChange={setView} />}

      <div className={cn("grid gap-6 lg:grid-cols-2 lg:items-start", searching && "opacity-60 transition-opacity")} aria-busy={searching}>
        {showList ? (
          <section aria-label={t`Liste des boutiques et terrains`}>
            {shops.length === 0 ? (
              <div className="space-y-2 rounded-2xl border border-dashed border-border bg-card p-6 text-center">
                <p className="font-semibold">
                  <Trans>Aucune boutique ni terrain ne correspond à votre recherche.</Trans>
                </p>
                <p className="text-sm text-muted-foreground">
                  {circle ? <Trans>Élargissez le rayon de recherche ou retirez des filtres.</Trans> : <Trans>Retirez des filtres ou signalez-nous une adresse.</Trans>}
                </p>
              </div>
            ) : (
              <ul className="space-y-3">
                {shops.map((shop) => (
                  <li key={shop.id}>
                    <ShopCard shop={shop} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {showMap ? (
          <section
            aria-label={t`Carte des boutiques et terrains`}
            // isolate: Leaflet's panes and controls (z-index 400 to 1000) stay under the sticky header and menus.
            className="isolate h-[70dvh] overflow-hidden rounded-2xl border border-border lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]"
          >
            <Suspense fallback={<MapPlaceholder />}>
              <ShopsMap shops={shops} circle={circle} lang={lang} />
            </Suspense>
          </section>
        ) : null}
      </div>
    </div>
  );
}
