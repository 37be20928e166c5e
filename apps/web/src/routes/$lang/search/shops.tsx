import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { shopSearchSchema } from "@/features/shops/search/search-params.ts";
import { shopSearchQuery } from "@/features/shops/search/shop-search-query.ts";
import { ShopSearchPage } from "@/features/shops/search/shop-search-page.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/search/shops")({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(shopSearchQuery(context.trpc, deps)),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Boutiques et terrains`),
      description: match.context.i18n._(msg`Les boutiques, terrains et ateliers d'airsoft près de chez vous, en liste et sur une carte.`),
    }),
  component: ShopSearchPage,
});
