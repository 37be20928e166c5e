import type { AppTrpc } from "@/lib/trpc.ts";
import { toGetStoresInput, type ShopSearchParams } from "./search-params.ts";

/**
 * One search: every match at once (the server caps it at 200), a list and a map of the same rows.
 * Apart from the hook: the route's loader, on the first screen's path, needs only this.
 */
export function shopSearchQuery(trpc: AppTrpc, params: ShopSearchParams) {
  return trpc.shops.getStores.queryOptions(toGetStoresInput(params), {
    // Shops change rarely: coming back from one to the list should not refetch.
    staleTime: 60_000,
  });
}
