import type { DehydratedState, Query, QueryClient } from "@tanstack/react-query";
import { hydrate } from "@tanstack/react-query";
import { keepOfflineCopiesOfPage } from "./offline-cache.ts";

/**
 * How long the answers a page was written with (decisions 026, 027) count as fresh in the
 * browser: the app adopts the page without asking for them again as its components mount. Past
 * it, or once invalidated, a query asks as any other.
 */
const PAGE_ANSWERS_FRESH_MS = 30_000;

const seededAt = new WeakMap<Query, number>();

/** Puts the page's answers in the cache, marked as the page's, and keeps their offline copies. */
export function seedPageAnswers(queryClient: QueryClient, state: DehydratedState, now = Date.now()) {
  hydrate(queryClient, state);
  const seeded = state.queries.flatMap(({ queryHash }) => queryClient.getQueryCache().get(queryHash) ?? []);
  for (const query of seeded) seededAt.set(query, now);
  keepOfflineCopiesOfPage(seeded);
}

/** For `refetchOnMount`: false for an answer the page came with, while it is fresh and unchanged. */
export function askAgainOnMount(query: Query, now = Date.now()): boolean {
  const at = seededAt.get(query);
  if (at === undefined || query.state.isInvalidated) return true;
  return now - at >= PAGE_ANSWERS_FRESH_MS;
}
