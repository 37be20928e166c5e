import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { GameSearchPage } from "@/features/games/search/game-search-page.tsx";
import { gameSearchSchema } from "@/features/games/search/search-params.ts";
import { gameSearchQuery } from "@/features/games/search/game-search-query.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/search/games")({
  validateSearch: gameSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(gameSearchQuery(context.trpc, deps)),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Trouver une partie`),
      description: match.context.i18n._(msg`Les parties d'airsoft à venir près de chez vous : dates, prix, places restantes, sur une liste et une carte.`),
    }),
  component: GameSearchPage,
});
