import type { AppRouter } from "@escouade/server/trpc";
import { transformer } from "@escouade/contracts/transformer";
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink, type TRPCClient, type TRPCLink } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { QueryClient } from "@tanstack/react-query";
import { config } from "./config.ts";
import { queryClient } from "./query-client.ts";

/**
 * tRPC as its authors intend with TanStack Query: components take the options proxy from
 * `useTRPC()` (and the raw client from `useTRPCClient()`), loaders from the router's context.
 * Nothing holds a client at module level, so a server can make one per request.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type AppTrpcClient = TRPCClient<AppRouter>;
export type AppTrpc = TRPCOptionsProxy<AppRouter>;

/** What each procedure answers: the web names the server's outputs through this, never through its code. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const url = `${config.serverUrl}/trpc`;

const browserFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "include" });

/** The browser's links: files (FormData) cannot be batched and go one request each. */
export function browserLinks(send: typeof fetch = browserFetch): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url, transformer, fetch: (input, init) => send(input, init) }),
      false: httpBatchLink({ url, transformer, fetch: (input, init) => send(input, init) }),
    }),
  ];
}

export function createAppTrpcClient(links: TRPCLink<AppRouter>[] = browserLinks()): AppTrpcClient {
  return createTRPCClient<AppRouter>({ links });
}

export function createAppTrpc(client: AppTrpcClient, forQueries: QueryClient): AppTrpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient: forQueries });
}

// ---- Interim: the browser's one client, until the router makes them (being removed). ----
let send = browserFetch;

/** The page renderer (decision 026) answers the app's requests in-process while it renders. */
export function sendRequestsWith(fetchFn: typeof fetch | null) {
  send = fetchFn ?? browserFetch;
}

export const trpcClient = createAppTrpcClient(browserLinks((input, init) => send(input, init)));
export const trpc = createAppTrpc(trpcClient, queryClient);
