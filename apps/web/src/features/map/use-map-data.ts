import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "@/lib/trpc.ts";
import { MAX_GAME_PAGES, mapGamesQuery, mapShopsQuery } from "./map-queries.ts";

/** Shops, fields and up to 200 upcoming games: the loader brings the first page, the rest follows. */
export function useMapData() {
  const trpc = useTRPC();
  const shops = useSuspenseQuery(mapShopsQuery(trpc)).data;
  const games = useSuspenseInfiniteQuery(mapGamesQuery(trpc));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = games;
  const pageCount = games.data.pages.length;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && pageCount < MAX_GAME_PAGES) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, pageCount, fetchNextPage]);
  return {
    fields: shops.filter((shop) => shop.type === "field"),
    shops: shops.filter((shop) => shop.type !== "field"),
    games: games.data.pages.flatMap((page) => page.items),
  };
}

export type MapData = ReturnType<typeof useMapData>;
export type MapLayer = keyof MapData;
