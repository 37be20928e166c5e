// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { format } from "date-fns";
import { Circle, MapContainer, Marker, Popup } from "react-leaflet";
import MarkerClusterGroup from "react-leaflet-cluster";
import { clusterIcon, FitView, type SearchCircle } from "@/domain/map/fit-view.tsx";
import { FRANCE, FRANCE_ZOOM, gameIcon, MapTiles } from "@/domain/map/map-basics.tsx";
import { dateFnsLocale, formatEuros } from "@/lib/format.ts";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { AvailabilityBadge } from "./game-card.tsx";
import type { FoundGame } from "./use-game-search.ts";




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
  return (
    <MapContainer center={FRANCE} zoom={FRANCE_ZOOM} scrollWheelZoom className="size-full">
      <MapTiles />
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
      <FitView points={games} circle={circle} />
    </MapContainer>
  );
}
