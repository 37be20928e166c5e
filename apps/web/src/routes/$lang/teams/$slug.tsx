import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound, useLocation } from "@tanstack/react-router";
import { TeamPage } from "@/features/teams/team-page.tsx";
import { myTeamQuery, teamQuery } from "@/features/teams/team-queries.ts";
import { TeamTeaser } from "@/features/teams/teaser/team-teaser.tsx";
import { teamTeaserHead } from "@/features/teams/teaser/team-teaser-head.ts";
import { requireOnboarded } from "@/lib/guards.ts";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A team's page: the whole of it for signed-in players (docs/product.md §5), and for a visitor
 * without a session, what the team shows the world and the way in (decision 031), so its link
 * can be shared on a club's site or a Discord server.
 */
export const Route = createFileRoute("/$lang/teams/$slug")({
  // A slug the contracts would refuse is not found, without asking the server.
  beforeLoad: ({ context, params, preload, location }) => {
    if (!SLUG.test(params.slug) || params.slug.length > 60) throw notFound();
    // Signed in but not through onboarding: the same steps as any signed-in page.
    if (context.session) requireOnboarded({ session: context.session, lang: params.lang, preload, href: location.href });
  },
  loader: async ({ context, params }) => {
    if (context.session) {
      const [team] = await Promise.all([
        loadOrNotFound(context.queryClient.ensureQueryData(teamQuery(context.trpc, params.slug))),
        context.queryClient.ensureQueryData(myTeamQuery(context.trpc)),
      ]);
      return {
        teaser: null,
        head: pageHead({
          title: team.name,
          description: context.i18n._(msg`L'équipe d'airsoft ${team.name}, à ${team.city} : ses membres, ses parties et ses actualités.`),
        }),
      };
    }
    const teaser = await loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.teams.getTeamTeaser.queryOptions({ slug: params.slug })));
    // Worded here rather than in head(): the loader's code comes with the page's, not in the entry.
    return { teaser, head: teamTeaserHead(context.i18n, teaser, { origin: context.origin, lang: params.lang }) };
  },
  // Without a team (not found), the section's name and the site's description.
  head: ({ match, loaderData }) =>
    loaderData?.head ??
    pageHead({
      title: match.context.i18n._(msg`Équipe`),
      description: match.context.i18n._(msg`Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.`),
    }),
  component: TeamRoute,
});

function TeamRoute() {
  const { teaser } = Route.useLoaderData();
  const { lang } = Route.useParams();
  const back = useLocation({ select: (location) => location.href });
  return teaser ? <TeamTeaser team={teaser} lang={lang} back={back} /> : <TeamPage />;
}
