import { createFileRoute } from "@tanstack/react-router";
import { PlayerSearchPage } from "@/features/players/search/player-search-page.tsx";
import { playerSearchQuery } from "@/features/players/search/player-search-query.ts";
import { playerSearchSchema } from "@/features/players/search/search-params.ts";

/** Under _authed (docs/product.md §1: onboarded players only), yet at /$lang/search/players like the other searches. */
export const Route = createFileRoute("/$lang/_authed/search/players")({
  validateSearch: playerSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(playerSearchQuery(context.trpc, deps)),
  component: PlayerSearchPage,
});
