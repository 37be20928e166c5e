import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { TeamSearchPage } from "@/features/teams/search/team-search-page.tsx";
import { teamSearchQuery } from "@/features/teams/search/team-search-query.ts";
import { teamSearchSchema } from "@/features/teams/search/search-params.ts";
import { pageHead } from "@/lib/page-head.ts";

/** Under _authed (docs/product.md §1: players only), yet at /$lang/search/teams like the other searches. */
export const Route = createFileRoute("/$lang/_authed/search/teams")({
  validateSearch: teamSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(teamSearchQuery(context.trpc, deps)),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Trouver une équipe`),
      description: match.context.i18n._(msg`Les équipes d'airsoft près de chez vous, celles qui recrutent, sur une liste et une carte.`),
    }),
  component: TeamSearchPage,
});
