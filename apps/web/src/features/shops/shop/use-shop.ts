import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useTRPC, type AppTrpc, type RouterOutputs } from "@/lib/trpc.ts";

const route = getRouteApi("/$lang/shops/$shopId");

export const shopQuery = (trpc: AppTrpc, shopId: number) => trpc.shops.getShop.queryOptions({ shopId }, { staleTime: 60_000 });

/** A place's page as the server sends it, with where the viewer stands. */
export type Place = RouterOutputs["shops"]["getShop"];

export function useShop() {
  const trpc = useTRPC();
  const { shopId, lang } = route.useParams();
  const { data } = useSuspenseQuery(shopQuery(trpc, shopId));
  return { shop: data, lang };
}
