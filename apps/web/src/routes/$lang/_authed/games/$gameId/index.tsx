import { createFileRoute } from "@tanstack/react-router";
import { GameDetailPage } from "@/features/games/detail/game-detail-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/games/$gameId/")({
  loader: ({ context, params }) => loadOrNotFound(context.queryClient.ensureQueryData(trpc.games.getGame.queryOptions({ gameId: params.gameId }))),
  component: GameDetailPage,
});
