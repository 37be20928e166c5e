import { SHARE_SEARCH_PARAM } from "@escouade/contracts/share-link";
import { createFileRoute } from "@tanstack/react-router";
import { GameDetailPage } from "@/features/games/detail/game-detail-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { strictSearch } from "@/lib/strict-search.ts";

export const Route = createFileRoute("/$lang/_authed/games/$gameId/")({
  // A private game's link carries its token (?share=); nothing else is kept.
  validateSearch: strictSearch((search): { [SHARE_SEARCH_PARAM]?: string } => {
    const token = search[SHARE_SEARCH_PARAM];
    return typeof token === "string" && token.length > 0 && token.length <= 64 ? { [SHARE_SEARCH_PARAM]: token } : {};
  }),
  loaderDeps: ({ search }) => ({ shareToken: search[SHARE_SEARCH_PARAM] }),
  loader: ({ context, params, deps }) =>
    loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.games.getGame.queryOptions({ gameId: params.gameId, shareToken: deps.shareToken }))),
  component: GameDetailPage,
});
