/// <reference types="leaflet.markercluster" />
// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import "leaflet/dist/leaflet.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import "./games-map.css";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { format } from "date-fns";
import L from "leaflet";
import { useEffect, useMemo } from "react";
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from "react-leaflet";
import MarkerClusterGroup from "react-leaflet-cluster";
import { dateFnsLocale, formatEuros } from "@/lib/format.ts";
import { GAME_TYPE_LABELS } from "@/lib/game-labels.ts";
import { AvailabilityBadge } from "./game-card.tsx";
import type { FoundGame } from "./use-game-search.ts";

/**
 * VITE_MAP_TILE_URL: the raster tile server as a Leaflet template ({z}/{x}/{y}, optionally {s}).
 * Defaults to OpenStreetMap's own tiles, fine for development and light use under their tile
 * usage policy; a busy deployment should point it at its own tile server or a paid provider.
 */
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

const FRANCE: L.LatLngTuple = [46.6, 2.4];
const FRANCE_ZOOM = 5;

// Drawn in CSS colours rather than Leaflet's PNG pins, which bundlers lose and themes cannot tint.
const gameIcon = L.divIcon({
  className: "game-marker",
  html: `<svg viewBox="0 0 28 38" width="28" height="38" aria-hidden="true"><path class="game-marker-pin" d="M14 1C7 1 1.5 6.5 1.5 13.4 1.5 22.6 14 37 14 37s12.5-14.4 12.5-23.6C26.5 6.5 21 1 14 1z"/><circle class="game-marker-dot" cx="14" cy="13.5" r="5"/></svg>`,
  iconSize: [28, 38],
  iconAnchor: [14, 37],
  popupAnchor: [0, -32],
});

function clusterIcon(cluster: L.MarkerCluster) {
  const count = cluster.getChildCount();
  const size = count < 10 ? 40 : count < 100 ? 48 : 56;
  return L.divIcon({
    className: "game-cluster",
    html: `<span>${count}</span>`,
    iconSize: [size, size],
  });
}

export interface SearchCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Frames the results (and the search circle), or France when there is nothing to show. */
function FitView({ games, circle }: { games: FoundGame[]; circle?: SearchCircle }) {
  const map = useMap();
  const fitKey = `${games.map((g) => g.id).join(",")}|${circle ? `${circle.latitude},${circle.longitude},${circle.radiusKm}` : ""}`;
  useEffect(() => {
    const bounds = L.latLngBounds([]);
    for (const game of games) bounds.extend([game.latitude, game.longitude]);
    if (circle) bounds.extend(L.latLng(circle.latitude, circle.longitude).toBounds(circle.radiusKm * 2000));
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 12 });
    else map.setView(FRANCE, FRANCE_ZOOM);
    // fitKey sums up games and circle: refit when they change, not on every render.
  }, [map, fitKey]);
  return null;
}

function GamePopup({ game, lang }: { game: FoundGame; lang: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(GAME_TYPE_LABELS[game.type])}</p>
      <Link to="/$lang/games/$gameId" params={{ lang, gameId: game.id }} className="game-popup-link block text-base font-bold underline-offset-2 hover:underline">
        {game.title}
      </Link>
      <p className="text-muted-foreground">
        {format(game.startsAt, "EEE d MMM yyyy · p", { locale: dateFnsLocale(lang) })} · {game.city}
      </p>
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold">{formatEuros(game.priceCents, i18n.locale)}</span>
        <AvailabilityBadge game={game} />
      </div>
    </div>
  );
}

export default function GamesMap({ games, circle, lang }: { games: FoundGame[]; circle?: SearchCircle; lang: string }) {
  const { t } = useLingui();
  const attribution = useMemo(
    () => `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">© ${t`les contributeurs d'OpenStreetMap`}</a>`,
    [t],
  );
  return (
    <MapContainer center={FRANCE} zoom={FRANCE_ZOOM} scrollWheelZoom className="size-full">
      <TileLayer url={TILE_URL} attribution={attribution} />
      {circle ? (
        <Circle
          center={[circle.latitude, circle.longitude]}
          radius={circle.radiusKm * 1000}
          // A creation option (react-leaflet's pathOptions only restyle): coloured by games-map.css.
          className="search-circle"
          weight={1.5}
          interactive={false}
        />
      ) : null}
      <MarkerClusterGroup iconCreateFunction={clusterIcon} showCoverageOnHover={false} maxClusterRadius={50} chunkedLoading>
        {games.map((game) => (
          <Marker key={game.id} position={[game.latitude, game.longitude]} icon={gameIcon} title={game.title} alt={game.title}>
            <Popup>
              <GamePopup game={game} lang={lang} />
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
      <FitView games={games} circle={circle} />
    </MapContainer>
  );
}
