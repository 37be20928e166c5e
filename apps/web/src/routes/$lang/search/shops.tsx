import { createFileRoute } from "@tanstack/react-router";
import { validateShopSearch } from "@/features/shops/search/search-params.ts";
import { shopSearchQuery } from "@/features/shops/search/shop-search-query.ts";
import { ShopSearchPage } from "@/features/shops/search/shop-search-page.tsx";
import { strictSearch } from "@/lib/strict-search.ts";

export const Route = createFileRoute("/$lang/search/shops")({
  validateSearch: strictSearch(validateShopSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(shopSearchQuery(context.trpc, deps)),
  component: ShopSearchPage,
});
