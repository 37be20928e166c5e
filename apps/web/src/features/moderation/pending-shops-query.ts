import { trpc } from "@/lib/trpc.ts";

/** The queue as the route loads it and the page reads it. */
export const pendingShopsQuery = () => trpc.shops.listPendingShops.queryOptions();
