import { createFileRoute } from "@tanstack/react-router";
import { EditGamePage } from "@/features/games/form/edit-game-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/games/$gameId/edit")({
  loader: ({ context, params }) => loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.games.getGame.queryOptions({ gameId: params.gameId }))),
  component: EditGamePage,
});
