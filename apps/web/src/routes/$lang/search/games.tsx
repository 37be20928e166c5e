import { createFileRoute } from "@tanstack/react-router";
import { GameSearchPage } from "@/features/games/search/game-search-page.tsx";
import { validateGameSearch } from "@/features/games/search/search-params.ts";
import { gameSearchQuery } from "@/features/games/search/game-search-query.ts";
import { strictSearch } from "@/lib/strict-search.ts";

export const Route = createFileRoute("/$lang/search/games")({
  validateSearch: strictSearch(validateGameSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(gameSearchQuery(context.trpc, deps)),
  component: GameSearchPage,
});
