import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ErrorView } from "@/features/shell/error-view.tsx";
import { Loader } from "@/features/shell/loader.tsx";
import { NotFound } from "@/features/shell/not-found.tsx";
import { queryClient } from "@/lib/query-client.ts";
import { routeTree } from "./routeTree.gen.ts";

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The page renderer draws this page with the API's answers (decision 026): a loader may wait
   * for what the browser would otherwise fetch after drawing. False in the browser and at build time.
   */
  rendersWithData: boolean;
}

/**
 * The browser's router, or (scripts/prerender.mjs) one per prerendered page, on that page's URL,
 * without scroll restoration, whose inline script a prerendered page must not carry.
 */
export function createAppRouter(options: { history?: RouterHistory; scrollRestoration?: boolean; rendersWithData?: boolean } = {}) {
  return createRouter({
    routeTree,
    context: { queryClient, rendersWithData: options.rendersWithData ?? false },
    history: options.history,
    defaultPreload: "intent",
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPreloadStaleTime: 30_000,
    defaultPendingComponent: Loader,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: options.scrollRestoration ?? true,
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
