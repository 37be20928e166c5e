import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ErrorView } from "@/features/shell/error-view.tsx";
import { Loader } from "@/features/shell/loader.tsx";
import { NotFound } from "@/features/shell/not-found.tsx";
import { queryClient } from "@/lib/query-client.ts";
import { trpc, type AppTrpc } from "@/lib/trpc.ts";
import { routeTree } from "./routeTree.gen.ts";

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC's query and mutation options, bound to this router's client and query cache. */
  trpc: AppTrpc;
  /**
   * The page renderer draws this page with the API's answers (decision 026): a loader may wait
   * for what the browser would otherwise fetch after drawing. False in the browser and at build time.
   */
  rendersWithData: boolean;
}

interface AppRouterOptions {
  history?: RouterHistory;
  /** False on a server: a prerendered page must not carry the restoration's inline script. */
  scrollRestoration?: boolean;
  /**
   * The first render adopts a page that came written (decision 025): the player may have scrolled
   * it, and tapped, before the app was there. Restoring the scroll then sent the page back to its
   * top under their finger (the tap landed elsewhere); the browser's own scroll is kept.
   */
  adoptsWrittenPage?: boolean;
  rendersWithData?: boolean;
}

/** The browser's router, or (scripts/prerender.mjs) one per prerendered page, on that page's URL. */
export function createAppRouter(options: AppRouterOptions = {}) {
  let adopting = options.adoptsWrittenPage ?? false;
  const restoresScroll = () => {
    if (!adopting) return true;
    adopting = false;
    return false;
  };
  return createRouter({
    routeTree,
    context: { queryClient, trpc, rendersWithData: options.rendersWithData ?? false },
    history: options.history,
    defaultPreload: "intent",
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPreloadStaleTime: 30_000,
    defaultPendingComponent: Loader,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: options.scrollRestoration === false ? false : restoresScroll,
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
