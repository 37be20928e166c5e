import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { SeriesPage } from "@/features/games/series/series-page.tsx";
import { seriesQuery } from "@/features/games/series/use-series.ts";
import { loadOrNotFound, notFoundUnlessId, parseId } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/series/$seriesId")({
  // Like a game's: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ seriesId }) => ({ seriesId: parseId(seriesId) }),
    stringify: ({ seriesId }) => ({ seriesId: String(seriesId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.seriesId),
  // A series with no date the visitor may see reads as not found: the server says no more.
  loader: ({ context, params }) => loadOrNotFound(context.queryClient.ensureQueryData(seriesQuery(context.trpc, params.seriesId))),
  head: ({ match, loaderData: series }) =>
    pageHead({
      title: series?.title ?? match.context.i18n._(msg`Série de parties`),
      description: match.context.i18n._(msg`Toutes les dates de cette série de parties d'airsoft, à suivre pour être prévenu des nouvelles.`),
    }),
  component: SeriesPage,
});
