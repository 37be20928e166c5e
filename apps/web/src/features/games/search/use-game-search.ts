import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";
import { gameSearchQuery } from "./game-search-query.ts";
import type { GameSearchParams } from "./search-params.ts";

export function useGameSearch(params: GameSearchParams) {
  const trpc = useTRPC();
  const query = useSuspenseInfiniteQuery(gameSearchQuery(trpc, params));
  const pages = query.data.pages;
  return {
    games: pages.flatMap((page) => page.items),
    // Only the first page counts the matches (later pages skip the count query).
    total: pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

export type FoundGame = ReturnType<typeof useGameSearch>["games"][number];
