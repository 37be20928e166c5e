import type { AppRouter } from "@escouade/server/trpc";
import { transformer } from "@escouade/contracts/transformer";
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink, unstable_localLink, type TRPCClient, type TRPCLink } from "@trpc/client";
import type { inferRouterContext, inferRouterOutputs } from "@trpc/server";
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { QueryClient } from "@tanstack/react-query";
import { config } from "./config.ts";

/**
 * tRPC as its authors intend with TanStack Query: components take the options proxy from
 * `useTRPC()` (and the raw client from `useTRPCClient()`), loaders from the router's context.
 * Nothing holds a client at module level, so a server can make one per request.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type AppTrpcClient = TRPCClient<AppRouter>;
export type AppTrpc = TRPCOptionsProxy<AppRouter>;
/** A link to the API: the browser's over HTTP, or a server's in-process one (entry-server.tsx). */
export type AppTrpcLink = TRPCLink<AppRouter>;

/** What each procedure answers: the web names the server's outputs through this, never through its code. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const url = `${config.serverUrl}/trpc`;

const browserFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "include" });

/**
 * The browser's links: files (FormData) cannot be batched and go one request each. A server
 * drawing a page gives its own, in-process link instead (entry-server.tsx).
 */
export function browserLinks(): AppTrpcLink[] {
  return [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url, transformer, fetch: browserFetch }),
      false: httpBatchLink({ url, transformer, fetch: browserFetch }),
    }),
  ];
}

/** What a server gives to have the API answered in-process while it draws a page (entry-server.tsx). */
export interface InProcessApi {
  router: AppRouter;
  /** The visitor's own tRPC context: their session, their limits. */
  createContext: () => Promise<inferRouterContext<AppRouter>>;
}

/**
 * The server's link: the API answered in-process, through superjson as over HTTP, so a loader
 * gets what it would in the browser. Made here, with the app's own tRPC client, so its errors are
 * the app's `TRPCClientError`s.
 */
export function inProcessLinks({ router, createContext }: InProcessApi): AppTrpcLink[] {
  return [unstable_localLink({ router, createContext, transformer })];
}

export function createAppTrpcClient(links: AppTrpcLink[] = browserLinks()): AppTrpcClient {
  return createTRPCClient<AppRouter>({ links });
}

export function createAppTrpc(client: AppTrpcClient, forQueries: QueryClient): AppTrpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient: forQueries });
}
