import { createFileRoute } from "@tanstack/react-router";
import { ChronoPage } from "@/features/games/chrono/chrono-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/games/$gameId/chrono")({
  // Someone else's game looks like no game at all.
  loader: ({ context, params }) =>
    loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.chrono.getLog.queryOptions({ gameId: params.gameId })), ["NOT_FOUND", "FORBIDDEN"]),
  component: ChronoPage,
});
