import type { UiLanguage } from "@escouade/contracts/languages";
import { msg } from "@lingui/core/macro";
import { queryOptions, useQuery, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "./toast.ts";
import type { SessionData } from "./auth-client.ts";
import { config } from "./config.ts";
import { i18n, loadAllMessages } from "./i18n.ts";
import { clearOfflineCopies, keepOfflineCopiesOf, keepOfflineCopiesOfPage } from "./offline-cache.ts";
import { lastSession, parseSession, rememberSession } from "./session-data.ts";
import { useTRPCClient } from "./trpc.ts";
import { RATE_LIMIT_RETRIES, retryAfterMs } from "./rate-limit.ts";

async function fetchSession(): Promise<SessionData | null> {
  let response: Response | null = null;
  for (let attempt = 0; attempt <= RATE_LIMIT_RETRIES; attempt++) {
    try {
      response = await fetch(`${config.serverUrl}/api/auth/get-session`, { credentials: "include" });
    } catch {
      response = null;
      break;
    }
    if (response.status !== 429 || attempt === RATE_LIMIT_RETRIES) break;
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response!.headers.get("retry-after") ?? response!.headers.get("x-retry-after"))));
  }
  // No network (an installed app opened offline), or a server still too busy to answer: the last
  // session seen, or signed out when there was none, so the pages open. It is asked again later.
  if (!response || response.status === 429) {
    const remembered = lastSession();
    keepOfflineCopiesOf(remembered?.user.id ?? null);
    return remembered;
  }
  if (!response.ok) throw new Error(`get-session answered ${response.status}`);
  const session = parseSession(await response.text());
  learnSession(session);
  return session;
}

/** A session the server vouched for: remembered for offline use, and the offline copies made its own. */
function learnSession(session: SessionData | null) {
  rememberSession(session);
  keepOfflineCopiesOf(session?.user.id ?? null);
}

export const sessionQuery = queryOptions({
  queryKey: ["auth", "session"],
  queryFn: fetchSession,
  staleTime: 30_000,
});

/** Back online: the session guessed offline is checked at once (then every page is re-asked). */
export function recheckSessionWhenOnline(queryClient: QueryClient) {
  window.addEventListener("online", () => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }));
}

/**
 * What the cache learns from the server: every session (the one a hydrated page came with
 * included) is remembered for offline use and makes the offline copies its own; and the answers a
 * page came with are kept as offline copies (decision 017), as if the browser had asked for them.
 */
export function followServerAnswers(queryClient: QueryClient) {
  const sessionKey = JSON.stringify(sessionQuery.queryKey);
  let hydrated: Query[] = [];
  return queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    const learned = (event.type === "updated" && event.action.type === "success") || (event.type === "added" && query.state.status === "success");
    if (!learned) return;
    if (JSON.stringify(query.queryKey) === sessionKey) {
      learnSession((query.state.data as SessionData | null | undefined) ?? null);
      return;
    }
    // A query added with its answer came with the page: kept once the whole page's answers (and
    // its session, which owns them) are in.
    if (event.type !== "added") return;
    if (hydrated.length === 0) {
      queueMicrotask(() => {
        keepOfflineCopiesOfPage(hydrated);
        hydrated = [];
      });
    }
    hydrated.push(query);
  });
}

/** After sign-in, sign-out, verification or onboarding: forget what we knew about the session. */
export async function refreshSession(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: ["auth"] });
}

export function useSession() {
  return useQuery(sessionQuery).data ?? null;
}

/**
 * Forgets the account that just left (signed out, or deleted): every server answer cached belonged
 * to it (notifications, profile, games), in memory and on the device; the session query stays, to
 * be read again.
 */
export async function forgetAccount(queryClient: QueryClient) {
  clearOfflineCopies();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
  await refreshSession(queryClient);
}

/** Signs out, forgets the session everywhere, says so, and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const trpcClient = useTRPCClient();
  const navigate = useNavigate();
  return async (lang: string) => {
    // better-auth's client is for account actions only: it stays off the first screen's bundle.
    const { authClient } = await import("./auth-client.ts");
    // Before the session ends: the server is told this device no longer gets the account's pushes.
    await (await import("./push-sign-out.ts")).unsubscribePushOnSignOut(trpcClient);
    const { error } = await authClient.signOut();
    if (error) {
      // Not on a first screen's bundle, nor its words in the first part of the catalog.
      const [{ authErrorMessage }] = await Promise.all([import("./auth-errors.ts"), loadAllMessages(i18n, lang as UiLanguage)]);
      toast.error(authErrorMessage(error));
      return;
    }
    await forgetAccount(queryClient);
    toast.success(i18n._(msg`Déconnexion effectuée`));
    await navigate({ to: "/$lang", params: { lang } });
  };
}
