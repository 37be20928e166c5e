import { createFileRoute, notFound } from "@tanstack/react-router";
import { PublicProfileLayout } from "@/features/players/profile/public-profile-layout.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";

/** Public profiles are public (SPEC §6): no guard, anonymous visitors see them too. */
export const Route = createFileRoute("/$lang/user/$userId")({
  loader: async ({ context, params }) => {
    // The API takes ids of at most 100 characters: anything longer names nobody.
    if (params.userId.length > 100) throw notFound();
    await loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.players.getProfileById.queryOptions({ userId: params.userId })));
  },
  component: PublicProfileLayout,
});
