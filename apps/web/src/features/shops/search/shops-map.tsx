// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MapPopup, popupLinkClass } from "@/domain/map/map-popup.tsx";
import { ResultsMap } from "@/domain/map/results-map.tsx";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { formatDistance } from "@/lib/format-distance.ts";
import type { FoundShop } from "./use-shop-search.ts";

function ShopPopup({ shop, lang }: { shop: FoundShop; lang: string }) {
  const { i18n } = useLingui();
  return (
    <MapPopup
      kind={i18n._(SHOP_TYPE_LABELS[shop.type])}
      link={
        <Link to="/$lang/shops/$shopId" params={{ lang, shopId: shop.id }} className={popupLinkClass}>
          {shop.name}
        </Link>
      }
      details={
        <>
          {shop.city}
          {shop.distanceKm !== null ? <> · {formatDistance(shop.distanceKm, i18n.locale)}</> : null}
        </>
      }
    />
  );
}

export default function ShopsMap({ shops, circle, lang }: { shops: FoundShop[]; circle?: SearchCircle; lang: string }) {
  return <ResultsMap items={shops} circle={circle} name={(shop) => shop.name} popup={(shop) => <ShopPopup shop={shop} lang={lang} />} />;
}
