import type { AppTrpc } from "@/lib/trpc.ts";

/** The claims queue as the route loads it and the page reads it. */
export const pendingClaimsQuery = (trpc: AppTrpc) => trpc.shops.listPendingClaims.queryOptions();
