import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { mapGamesQuery, mapShopsQuery } from "@/features/map/map-queries.ts";
import { MapPage } from "@/features/map/map-page.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/map")({
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(mapShopsQuery(context.trpc)), context.queryClient.ensureInfiniteQueryData(mapGamesQuery(context.trpc))]),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Carte`),
      description: match.context.i18n._(msg`Les terrains, boutiques et prochaines parties d'airsoft sur une carte.`),
    }),
  component: MapPage,
});
