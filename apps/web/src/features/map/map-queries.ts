import type { AppTrpc } from "@/lib/trpc.ts";

/** Every approved shop and field (the server caps the list at 200). */
export const mapShopsQuery = (trpc: AppTrpc) => trpc.shops.getStores.queryOptions({}, { staleTime: 60_000 });

/** Upcoming public games, soonest first, 50 a page: the map follows the cursor up to MAX_GAME_PAGES. */
export const mapGamesQuery = (trpc: AppTrpc) =>
  trpc.games.getGames.infiniteQueryOptions({ limit: 50 }, { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: 30_000 });

export const MAX_GAME_PAGES = 4;
