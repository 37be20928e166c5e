// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Circle, MapContainer, Marker, Popup } from "react-leaflet";
import MarkerClusterGroup from "react-leaflet-cluster";
import { clusterIcon, FitView, type SearchCircle } from "@/domain/map/fit-view.tsx";
import { FRANCE, FRANCE_ZOOM, gameIcon, MapTiles } from "@/domain/map/map-basics.tsx";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { formatDistance } from "@/lib/format-distance.ts";
import type { FoundShop } from "./use-shop-search.ts";

/** Styled by map-theme.css like the games' clusters: one look for every map of the app. */



function ShopPopup({ shop, lang }: { shop: FoundShop; lang: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(SHOP_TYPE_LABELS[shop.type])}</p>
      <Link to="/$lang/shops/$shopId" params={{ lang, shopId: shop.id }} className="game-popup-link block text-base font-bold underline-offset-2 hover:underline">
        {shop.name}
      </Link>
      <p className="text-muted-foreground">
        {shop.city}
        {shop.distanceKm !== null ? <> · {formatDistance(shop.distanceKm, i18n.locale)}</> : null}
      </p>
    </div>
  );
}

export default function ShopsMap({ shops, circle, lang }: { shops: FoundShop[]; circle?: SearchCircle; lang: string }) {
  return (
    <MapContainer center={FRANCE} zoom={FRANCE_ZOOM} scrollWheelZoom className="size-full">
      <MapTiles />
      {circle ? (
        <Circle center={[circle.latitude, circle.longitude]} radius={circle.radiusKm * 1000} className="search-circle" weight={1.5} interactive={false} />
      ) : null}
      <MarkerClusterGroup iconCreateFunction={clusterIcon} showCoverageOnHover={false} maxClusterRadius={50} chunkedLoading>
        {shops.map((shop) => (
          <Marker key={shop.id} position={[shop.latitude, shop.longitude]} icon={gameIcon} title={shop.name} alt={shop.name}>
            <Popup>
              <ShopPopup shop={shop} lang={lang} />
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
      <FitView points={shops} circle={circle} />
    </MapContainer>
  );
}
