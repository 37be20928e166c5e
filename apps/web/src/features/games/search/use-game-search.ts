import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { gameSearchQuery } from "./game-search-query.ts";
import type { GameSearchParams } from "./search-params.ts";

export function useGameSearch(params: GameSearchParams) {
  const query = useSuspenseInfiniteQuery(gameSearchQuery(params));
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
