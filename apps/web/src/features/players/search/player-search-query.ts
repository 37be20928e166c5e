import type { AppTrpc } from "@/lib/trpc.ts";
import { toPlayerSearchInput, type PlayerSearchParams } from "./search-params.ts";

const PAGE_SIZE = 20;

/** One search as pages of players: "Voir plus" asks for the page after the last one's cursor. */
export function playerSearchQuery(trpc: AppTrpc, params: PlayerSearchParams) {
  return trpc.players.getPlayers.infiniteQueryOptions(
    { ...toPlayerSearchInput(params), limit: PAGE_SIZE },
    {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // Coming back from a profile to the list should not refetch every page at once.
      staleTime: 30_000,
    },
  );
}
