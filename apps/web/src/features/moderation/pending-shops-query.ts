import type { AppTrpc } from "@/lib/trpc.ts";

/** The queue as the route loads it and the page reads it. */
export const pendingShopsQuery = (trpc: AppTrpc) => trpc.shops.listPendingShops.queryOptions();
