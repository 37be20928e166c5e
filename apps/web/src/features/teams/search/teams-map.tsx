// Loaded with React.lazy only: Leaflet, the clustering plugin and their CSS stay out of the first screen.
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MapPopup, popupLinkClass } from "@/domain/map/map-popup.tsx";
import { ResultsMap } from "@/domain/map/results-map.tsx";
import type { SearchCircle } from "@/domain/map/fit-view.tsx";
import type { FoundTeam } from "./team-search-query.ts";

type PlacedTeam = Omit<FoundTeam, "id" | "latitude" | "longitude"> & { id: number; latitude: number; longitude: number };

export default function TeamsMap({ teams, circle, lang }: { teams: FoundTeam[]; circle?: SearchCircle; lang: string }) {
  const { t } = useLingui();
  // The map keys its pins by number: a team's place in the list stands in for its text id.
  const placed: PlacedTeam[] = teams.flatMap((team, index) =>
    team.latitude !== null && team.longitude !== null ? [{ ...team, id: index + 1, latitude: team.latitude, longitude: team.longitude }] : [],
  );
  return (
    <ResultsMap
      items={placed}
      circle={circle}
      name={(team) => team.name}
      popup={(team) => (
        <MapPopup
          kind={t`Équipe`}
          link={
            <Link to="/$lang/teams/$slug" params={{ lang, slug: team.slug }} className={popupLinkClass}>
              {team.name}
            </Link>
          }
          details={team.city}
        />
      )}
    />
  );
}
