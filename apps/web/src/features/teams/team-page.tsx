import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { usePageMeta } from "@/lib/page-meta.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { myTeamQuery, teamQuery } from "./team-queries.ts";
import { TeamView } from "./team-view.tsx";

const route = getRouteApi("/$lang/_authed/teams/$slug");

/** /teams/{slug}: a team seen by any signed-in player; its own leaders get their tools here too. */
export function TeamPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { lang, slug } = route.useParams();
  const { data: team } = useSuspenseQuery(teamQuery(trpc, slug));
  const { data: mine } = useSuspenseQuery(myTeamQuery(trpc));
  const own = mine.team?.id === team.id;
  usePageMeta({ title: team.name, description: t`L'équipe d'airsoft ${team.name}, à ${team.city} : ses membres, ses parties et ses actualités.` });
  return <TeamView team={own && mine.team ? mine.team : team} lang={lang} requests={own ? mine.requests : null} hasTeam={mine.team !== null} />;
}
