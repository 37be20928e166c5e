import type { AppTrpc } from "@/lib/trpc.ts";
import { toGameSearchInput, type GameSearchParams } from "./search-params.ts";

const PAGE_SIZE = 20;

/**
 * One search as pages of games: "Voir plus" asks for the page after the last one's cursor.
 * Apart from the hook that reads it: the route's loader (on the first screen's path) needs only this.
 */
export function gameSearchQuery(trpc: AppTrpc, params: GameSearchParams) {
  return trpc.games.getGames.infiniteQueryOptions(
    { ...toGameSearchInput(params), limit: PAGE_SIZE },
    {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // Coming back from a game to the list should not refetch every page at once.
      staleTime: 30_000,
    },
  );
}
