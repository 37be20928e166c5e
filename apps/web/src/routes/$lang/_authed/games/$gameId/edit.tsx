import { createFileRoute } from "@tanstack/react-router";
import { EditGamePage } from "@/features/games/form/edit-game-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/games/$gameId/edit")({
  loader: ({ context, params }) => loadOrNotFound(context.queryClient.ensureQueryData(trpc.games.getGame.queryOptions({ gameId: params.gameId }))),
  component: EditGamePage,
});
