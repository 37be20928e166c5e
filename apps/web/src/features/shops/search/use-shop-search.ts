import { useSuspenseQuery } from "@tanstack/react-query";
import type { ShopSearchParams } from "./search-params.ts";
import { shopSearchQuery } from "./shop-search-query.ts";

export function useShopSearch(params: ShopSearchParams) {
  return useSuspenseQuery(shopSearchQuery(params)).data;
}

export type FoundShop = ReturnType<typeof useShopSearch>[number];
