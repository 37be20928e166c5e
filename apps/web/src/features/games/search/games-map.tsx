// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { MapPopup, popupLinkClass } from "@/domain/map/map-popup.tsx";
import { ResultsMap } from "@/domain/map/results-map.tsx";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";
import { formatEuros } from "@/lib/format.ts";
import { AvailabilityBadge } from "./game-card.tsx";
import type { FoundGame } from "./use-game-search.ts";
import { useGameTime } from "@/domain/games/game-time.tsx";

function GamePopup({ game, lang }: { game: FoundGame; lang: string }) {
  const { i18n } = useLingui();
  const clock = useGameTime();
  return (
    <MapPopup
      kind={i18n._(GAME_TYPE_LABELS[game.type])}
      link={
        <Link to="/$lang/games/$gameId" params={{ lang, gameId: game.id }} className={popupLinkClass}>
          {game.title}
        </Link>
      }
      details={`${clock.format(game.startsAt, game.timeZone, "dayYearTime")} · ${game.city}`}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold">{formatEuros(game.priceCents, i18n.locale)}</span>
        <AvailabilityBadge game={game} />
      </div>
    </MapPopup>
  );
}

export default function GamesMap({ games, circle, lang }: { games: FoundGame[]; circle?: SearchCircle; lang: string }) {
  return <ResultsMap items={games} circle={circle} name={(game) => game.title} popup={(game) => <GamePopup game={game} lang={lang} />} />;
}
