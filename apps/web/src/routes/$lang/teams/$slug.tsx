import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { TeamPage } from "@/features/teams/team-page.tsx";
import { myTeamQuery, teamQuery } from "@/features/teams/team-queries.ts";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const Route = createFileRoute("/$lang/_authed/teams/$slug")({
  // A slug the contracts would refuse is not found, without asking the server.
  beforeLoad: ({ params }) => {
    if (!SLUG.test(params.slug) || params.slug.length > 60) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([
      loadOrNotFound(context.queryClient.ensureQueryData(teamQuery(context.trpc, params.slug))),
      context.queryClient.ensureQueryData(myTeamQuery(context.trpc)),
    ]),
  // The team the loader fetched; without it (not found), the section's name and the site's description.
  head: ({ match, loaderData }) => {
    const { i18n } = match.context;
    const team = loaderData?.[0];
    if (!team)
      return pageHead({
        title: i18n._(msg`Équipe`),
        description: i18n._(msg`Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.`),
      });
    return pageHead({
      title: team.name,
      description: i18n._(msg`L'équipe d'airsoft ${team.name}, à ${team.city} : ses membres, ses parties et ses actualités.`),
    });
  },
  component: TeamPage,
});
