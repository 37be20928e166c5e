import { createFileRoute, notFound } from "@tanstack/react-router";
import { RegistrationsPage } from "@/features/games/registrations/registrations-page.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/games/$gameId/registrations")({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(trpc.registrations.getGameRegistrations.queryOptions({ gameId: params.gameId }));
    } catch (error) {
      // Someone else's game looks like no game at all.
      const code = readAppError(error).appCode;
      if (code === "NOT_FOUND" || code === "FORBIDDEN") throw notFound();
      throw error;
    }
  },
  component: RegistrationsPage,
});
