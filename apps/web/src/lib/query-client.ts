import { msg } from "@lingui/core/macro";
import { MutationCache, QueryClient } from "@tanstack/react-query";
import { i18n } from "./i18n.ts";
import { toast } from "./toast.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** `handlesError: true` when the caller shows its own, more precise message. */
    mutationMeta: { handlesError?: boolean };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      gcTime: 300_000,
      networkMode: "online",
    },
  },
  mutationCache: new MutationCache({
    onError(_error, _variables, _context, mutation) {
      if (!mutation.meta?.handlesError) toast.error(i18n._(msg`Une erreur est survenue`));
    },
  }),
});
