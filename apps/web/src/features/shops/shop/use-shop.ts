import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { trpc } from "@/lib/trpc.ts";

const route = getRouteApi("/$lang/shops/$shopId");

export const shopQuery = (shopId: number) => trpc.shops.getShop.queryOptions({ shopId }, { staleTime: 60_000 });

export function useShop() {
  const { shopId, lang } = route.useParams();
  const { data } = useSuspenseQuery(shopQuery(shopId));
  return { shop: data, lang };
}
