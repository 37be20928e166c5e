import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { ErrorView } from "@/features/shell/error-view.tsx";
import { Loader } from "@/features/shell/loader.tsx";
import { NotFound } from "@/features/shell/not-found.tsx";
import { queryClient } from "@/lib/query-client.ts";
import { routeTree } from "./routeTree.gen.ts";

export interface RouterContext {
  queryClient: QueryClient;
}

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPreloadStaleTime: 30_000,
  defaultPendingComponent: Loader,
  defaultErrorComponent: ErrorView,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
