import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { PublicProfileLayout } from "@/features/players/profile/public-profile-layout.tsx";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

/** Public profiles are public (docs/product.md §1): no guard, anonymous visitors see them too. */
export const Route = createFileRoute("/$lang/user/$userId")({
  loader: async ({ context, params }) => {
    // The API takes ids of at most 100 characters: anything longer names nobody.
    if (params.userId.length > 100) throw notFound();
    await loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.players.getProfileById.queryOptions({ userId: params.userId })));
  },
  // The profile the loader put in the query cache; without it (not found), the section's name and the site's description.
  head: ({ match, params }) => {
    const { i18n, queryClient, trpc } = match.context;
    const profile = queryClient.getQueryData(trpc.players.getProfileById.queryOptions({ userId: params.userId }).queryKey);
    if (!profile)
      return pageHead({
        title: i18n._(msg`Profil`),
        description: i18n._(msg`Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.`),
      });
    return pageHead({
      title: profile.username,
      description: i18n._(msg`Le profil de ${profile.username} sur Escouade : parties, équipement, badges et réputation.`),
    });
  },
  component: PublicProfileLayout,
});
