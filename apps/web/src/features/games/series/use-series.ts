import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useTRPC, type AppTrpc } from "@/lib/trpc.ts";

const route = getRouteApi("/$lang/series/$seriesId");

export const seriesQuery = (trpc: AppTrpc, seriesId: number) => trpc.games.getSeries.queryOptions({ seriesId }, { staleTime: 30_000 });

export function useSeries() {
  const trpc = useTRPC();
  const { seriesId, lang } = route.useParams();
  const { data } = useSuspenseQuery(seriesQuery(trpc, seriesId));
  return { series: data, lang };
}
