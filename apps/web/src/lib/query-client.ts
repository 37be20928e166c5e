import { msg } from "@lingui/core/macro";
import { MutationCache, QueryClient } from "@tanstack/react-query";
import type { I18n } from "@lingui/core";
import { isNetworkFailure, networkFirstWithOfflineCopy } from "./offline-cache.ts";
import { isRateLimited, RATE_LIMIT_RETRIES, rateLimitedDelay } from "./rate-limit.ts";
import { toast } from "./toast.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /**
     * Every failed mutation shows its translated reason once, here. `handlesError: true` only where
     * the caller shows the reason in place instead (a form's fields, a message marked as not sent).
     */
    mutationMeta: { handlesError?: boolean };
  }
}

/**
 * How long an answer counts as fresh: a page drawn on the server is hydrated without asking for
 * its answers again as its components mount (decision 031). Invalidated answers ask at once.
 */
const FRESH_MS = 30_000;

/**
 * The reason's words (every error code's message) stay off the first screen's catalog: they load
 * with the first failure, and a failure to load them still says something.
 */
async function showFailure(error: Error, i18n: I18n) {
  try {
    const { readAppError } = await import("./app-errors.ts");
    toast.error(readAppError(error, i18n).message);
  } catch {
    toast.error(isNetworkFailure(error) ? i18n._(msg`Connexion impossible, vérifiez votre connexion internet`) : i18n._(msg`Une erreur est survenue`));
  }
}

/** One per browser tab, one per request on the server; `i18n` words the mutations' failures. */
export function createQueryClient(i18n: I18n, { onServer = false }: { onServer?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime: 300_000,
        // Always ask, even offline: the answer may be an offline copy (decision 017). Only retries wait for the network.
        networkMode: "offlineFirst",
        // A server draws a page once and fails fast; the offline copies are the browser's. There,
        // once, unless the browser says it is offline: retrying then only delays the page saying so.
        ...(onServer
          ? { retry: false }
          : {
              // A 429 waits and tries again (lib/rate-limit.ts): a busy server is no error to show.
              retry: (failureCount: number, error: Error) =>
                isRateLimited(error) ? failureCount < RATE_LIMIT_RETRIES : failureCount < 1 && !(isNetworkFailure(error) && !navigator.onLine),
              retryDelay: (failureCount: number, error: Error) =>
                isRateLimited(error) ? rateLimitedDelay(failureCount) : Math.min(1000 * 2 ** failureCount, 30_000),
              persister: networkFirstWithOfflineCopy,
            }),
      },
      // Offline, an action fails at once with words saying why, instead of waiting unseen for the network.
      mutations: { networkMode: "always" },
    },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (!mutation.meta?.handlesError) void showFailure(error, i18n);
      },
    }),
  });
}
