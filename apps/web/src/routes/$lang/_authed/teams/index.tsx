import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { MyTeamPage } from "@/features/teams/my-team-page.tsx";
import { myTeamQuery } from "@/features/teams/team-queries.ts";
import { pageHead } from "@/lib/page-head.ts";

/** /teams (docs/product.md §1): my team, or how to get one (session-only, under _authed). */
export const Route = createFileRoute("/$lang/_authed/teams/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(myTeamQuery(context.trpc)),
  // The player's team once they have one, as the loader fetched it.
  head: ({ match, loaderData }) =>
    pageHead({
      title: loaderData?.team?.name ?? match.context.i18n._(msg`Mon équipe`),
      description: match.context.i18n._(msg`Créez votre équipe d'airsoft, trouvez-en une, gérez vos membres et votre recrutement.`),
    }),
  component: MyTeamPage,
});
