// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { CircleMarker, MapContainer, Marker, Popup, useMap } from "react-leaflet";
import type { Position } from "@/domain/location/use-geolocation.ts";
import { FitView } from "@/domain/map/fit-view.tsx";
import { fieldIcon, FRANCE, FRANCE_ZOOM, gameIcon, MapTiles, shopIcon } from "@/domain/map/map-basics.tsx";
import { MapPopup, popupLinkClass } from "@/domain/map/map-popup.tsx";
import { MarkerClusters } from "@/domain/map/marker-clusters.tsx";
import { MapLegend } from "./map-legend.tsx";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import type { MapData, MapLayer } from "./use-map-data.ts";
import { useGameTime } from "@/domain/games/game-time.tsx";

function ShopMarker({ shop, lang }: { shop: MapData["shops"][number]; lang: string }) {
  const { i18n } = useLingui();
  return (
    <Marker position={[shop.latitude, shop.longitude]} icon={shop.type === "field" ? fieldIcon : shopIcon} title={shop.name} alt={shop.name}>
      <Popup>
        <MapPopup
          kind={i18n._(SHOP_TYPE_LABELS[shop.type])}
          details={shop.city}
          link={
            <Link to="/$lang/shops/$shopId" params={{ lang, shopId: shop.id }} className={popupLinkClass}>
              {shop.name}
            </Link>
          }
        />
      </Popup>
    </Marker>
  );
}

function GameMarker({ game, lang }: { game: MapData["games"][number]; lang: string }) {
  const { i18n } = useLingui();
  const clock = useGameTime();
  return (
    <Marker position={[game.latitude, game.longitude]} icon={gameIcon} title={game.title} alt={game.title}>
      <Popup>
        <MapPopup
          kind={i18n._(GAME_TYPE_LABELS[game.type])}
          details={`${clock.format(game.startsAt, game.timeZone, "dayYearTime")} · ${game.city}`}
          link={
            <Link to="/$lang/games/$gameId" params={{ lang, gameId: game.id }} className={popupLinkClass}>
              {game.title}
            </Link>
          }
        />
      </Popup>
    </Marker>
  );
}

/** Flies to the player's position once it is known. */
function FlyTo({ position }: { position?: Position }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.flyTo([position.latitude, position.longitude], 11);
  }, [map, position]);
  return null;
}

export default function ExploreMap({ data, layers, me, lang }: { data: MapData; layers: ReadonlySet<MapLayer>; me?: Position; lang: string }) {
  // Framed once, on what the first screen had: neither a layer switched nor a later page of games moves the map.
  const [framed] = useState(() => [...data.fields, ...data.shops, ...data.games]);
  return (
    <div className="relative size-full">
      <MapContainer center={FRANCE} zoom={FRANCE_ZOOM} scrollWheelZoom className="size-full">
        <MapTiles />
        <MarkerClusters>
          {layers.has("fields") ? data.fields.map((shop) => <ShopMarker key={`f${shop.id}`} shop={shop} lang={lang} />) : null}
          {layers.has("shops") ? data.shops.map((shop) => <ShopMarker key={`s${shop.id}`} shop={shop} lang={lang} />) : null}
          {layers.has("games") ? data.games.map((game) => <GameMarker key={`g${game.id}`} game={game} lang={lang} />) : null}
        </MarkerClusters>
        {me ? <CircleMarker center={[me.latitude, me.longitude]} radius={8} className="search-circle" weight={3} interactive={false} /> : null}
        <FitView points={framed} />
        <FlyTo position={me} />
      </MapContainer>
      <MapLegend located={me !== undefined} />
    </div>
  );
}
