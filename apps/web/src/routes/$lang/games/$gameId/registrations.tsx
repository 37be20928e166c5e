import { createFileRoute } from "@tanstack/react-router";
import { RegistrationsPage } from "@/features/games/registrations/registrations-page.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/games/$gameId/registrations")({
  // Someone else's game looks like no game at all.
  loader: ({ context, params }) =>
    loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.registrations.getGameRegistrations.queryOptions({ gameId: params.gameId })), [
      "NOT_FOUND",
      "FORBIDDEN",
    ]),
  component: RegistrationsPage,
});
