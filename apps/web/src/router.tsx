import type { UiLanguage } from "@escouade/contracts/languages";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { ReactNode } from "react";
import { ErrorView } from "@/features/shell/error-view.tsx";
import { Loader } from "@/features/shell/loader.tsx";
import { NotFound } from "@/features/shell/not-found.tsx";
import { createAppTrpc, TRPCProvider, type AppTrpc, type AppTrpcClient } from "@/lib/trpc.ts";
import { routeTree } from "./routeTree.gen.ts";

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC's query and mutation options, bound to this router's client and query cache. */
  trpc: AppTrpc;
  /** Lingui's instance: the browser's own, or the request's on the server (never shared between visitors). */
  i18n: I18n;
  /** The site's public origin, for the links a page hands out (a private game's share link). */
  origin: string;
  /** The language this visitor prefers, for `/` (the browser's choice, or the request's on the server). */
  preferredLanguage: () => UiLanguage;
  /**
   * True when the server draws the page: a loader then waits for what the browser would fetch
   * after drawing, so the page arrives with it (decision 031).
   */
  rendersWithData: boolean;
}

export interface AppRouterOptions {
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  i18n: I18n;
  origin: string;
  preferredLanguage: () => UiLanguage;
  history?: RouterHistory;
  /** The response's CSP nonce: every script the router writes carries it (decision 031). */
  nonce?: string;
  rendersWithData?: boolean;
}

/**
 * The app's router with its providers, as TanStack Router's SSR guide sets it up: one per
 * request on the server, one per tab in the browser. The query cache travels with the page
 * through the router's own dehydration (`@tanstack/react-router-ssr-query`).
 */
export function createAppRouter(options: AppRouterOptions) {
  const { queryClient, trpcClient, i18n } = options;
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      trpc: createAppTrpc(trpcClient, queryClient),
      i18n,
      origin: options.origin,
      preferredLanguage: options.preferredLanguage,
      rendersWithData: options.rendersWithData ?? false,
    },
    history: options.history,
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    defaultPreload: "intent",
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPreloadStaleTime: 30_000,
    defaultPendingComponent: Loader,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
    Wrap: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </I18nProvider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
