import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { i18n } from "@/lib/i18n.ts";
import { queryClient } from "@/lib/query-client.ts";
import { TRPCProvider, trpcClient } from "@/lib/trpc.ts";
import type { AnyRouter } from "@tanstack/react-router";

/** The whole app: what the browser renders (or adopts) and what the prerender writes, one tree for both. */
export function App({ router }: { router: AnyRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
