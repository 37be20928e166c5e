import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useTRPC } from "@/lib/trpc.ts";
import { myTeamQuery, teamQuery } from "./team-queries.ts";
import { TeamView } from "./team-view.tsx";

const route = getRouteApi("/$lang/teams/$slug");

/** /teams/{slug}: a team seen by any signed-in player; its own leaders get their tools here too. */
export function TeamPage() {
  const trpc = useTRPC();
  const { lang, slug } = route.useParams();
  const { data: team } = useSuspenseQuery(teamQuery(trpc, slug));
  const { data: mine } = useSuspenseQuery(myTeamQuery(trpc));
  const own = mine.team?.id === team.id;
  return <TeamView team={own && mine.team ? mine.team : team} lang={lang} requests={own ? mine.requests : null} hasTeam={mine.team !== null} />;
}
