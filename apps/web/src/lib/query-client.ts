import { msg } from "@lingui/core/macro";
import { MutationCache, QueryClient } from "@tanstack/react-query";
import { i18n } from "./i18n.ts";
import { isNetworkFailure, networkFirstWithOfflineCopy } from "./offline-cache.ts";
import { askAgainOnMount } from "./page-answers.ts";
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
      // Once, unless the browser says it is offline: retrying then only delays the page saying so.
      retry: (failureCount, error) => failureCount < 1 && !(isNetworkFailure(error) && typeof navigator !== "undefined" && !navigator.onLine),
      gcTime: 300_000,
      // Always ask, even offline: the answer may be an offline copy (decision 017). Only retries wait for the network.
      networkMode: "offlineFirst",
      persister: networkFirstWithOfflineCopy,
      // A page written with its answers is adopted without asking for them again (page-answers.ts).
      refetchOnMount: askAgainOnMount,
    },
    // Offline, an action fails at once with words saying why, instead of waiting unseen for the network.
    mutations: { networkMode: "always" },
  },
  mutationCache: new MutationCache({
    onError(error, _variables, _context, mutation) {
      if (mutation.meta?.handlesError) return;
      toast.error(isNetworkFailure(error) ? i18n._(msg`Connexion impossible, vérifiez votre connexion internet`) : i18n._(msg`Une erreur est survenue`));
    },
  }),
});
