import { useSuspenseQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";
import type { ShopSearchParams } from "./search-params.ts";
import { shopSearchQuery } from "./shop-search-query.ts";

export function useShopSearch(params: ShopSearchParams) {
  const trpc = useTRPC();
  return useSuspenseQuery(shopSearchQuery(trpc, params)).data;
}

export type FoundShop = ReturnType<typeof useShopSearch>[number];
