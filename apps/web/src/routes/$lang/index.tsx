import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/features/home/home-page.tsx";
import { upcomingGamesQuery } from "@/features/home/upcoming-games.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/")({
  // Only when the page is written with its data: the browser draws the home first, the games after.
  loader: ({ context }) => (context.rendersWithData ? context.queryClient.prefetchQuery(upcomingGamesQuery(context.trpc)) : undefined),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Parties d'airsoft, joueurs et terrains près de chez vous`),
      description: match.context.i18n._(
        msg`Trouvez une partie d'airsoft près de chez vous, inscrivez-vous, retrouvez vos amis et votre équipe. En français, anglais, espagnol et allemand.`,
      ),
    }),
  component: HomePage,
});
