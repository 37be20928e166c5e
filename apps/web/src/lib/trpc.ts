import type { AppRouter } from "@escouade/server/trpc";
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { config } from "./config.ts";
import { queryClient } from "./query-client.ts";
import { wire } from "./wire.ts";

const url = `${config.serverUrl}/trpc`;

const browserFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "include" });
let send = browserFetch;

/**
 * The page renderer (decision 026) has no network to the API it runs beside: it answers the
 * app's requests in-process while it renders a page, then gives the browser's way back (null).
 */
export function sendRequestsWith(fetchFn: typeof fetch | null) {
  send = fetchFn ?? browserFetch;
}

// No subscription link: live events come through one EventSource per tab (GET /live, decision 013),
// and tRPC's SSE reader would be a few KB of every page's first script for nothing.
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      // Files (FormData) cannot be batched: they go one request each, unbatched.
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url, transformer: wire, fetch: (input, init) => send(input, init) }),
      false: httpBatchLink({
        url,
        transformer: wire,
        fetch: (input, init) => send(input, init),
      }),
    }),
  ],
});

/** Query and mutation options for every procedure, usable in loaders and components alike. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** What each procedure answers: the web names the server's outputs through this, never through its code. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
