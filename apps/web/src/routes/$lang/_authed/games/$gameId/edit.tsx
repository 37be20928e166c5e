import { createFileRoute, notFound } from "@tanstack/react-router";
import { EditGamePage } from "@/features/games/form/edit-game-page.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/games/$gameId/edit")({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(trpc.games.getGame.queryOptions({ gameId: params.gameId }));
    } catch (error) {
      if (readAppError(error).appCode === "NOT_FOUND") throw notFound();
      throw error;
    }
  },
  component: EditGamePage,
});
