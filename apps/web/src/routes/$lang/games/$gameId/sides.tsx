import { createFileRoute } from "@tanstack/react-router";
import { SidesPage } from "@/features/games/sides/sides-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/games/$gameId/sides")({
  // Someone else's game looks like no game at all.
  loader: ({ context, params }) =>
    loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.sides.getSides.queryOptions({ gameId: params.gameId })), ["NOT_FOUND", "FORBIDDEN"]),
  component: SidesPage,
});
