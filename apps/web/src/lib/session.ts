import { msg } from "@lingui/core/macro";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { authClient, type SessionData } from "./auth-client.ts";
import { authErrorMessage } from "./auth-errors.ts";
import { i18n } from "./i18n.ts";

export const sessionQuery = queryOptions({
  queryKey: ["auth", "session"],
  queryFn: async (): Promise<SessionData | null> => {
    const { data, error } = await authClient.getSession();
    if (error) throw error;
    return data ?? null;
  },
  staleTime: 30_000,
});

export const organizationsQuery = queryOptions({
  queryKey: ["auth", "organizations"],
  queryFn: async () => {
    const { data, error } = await authClient.organization.list();
    if (error) throw error;
    return data ?? [];
  },
  staleTime: 30_000,
});

/** After sign-in, sign-out, verification or onboarding: forget what we knew about the session. */
export async function refreshSession(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: ["auth"] });
}

export function useSession() {
  return useQuery(sessionQuery).data ?? null;
}

/** Signs out, forgets the session everywhere, says so, and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (lang: string) => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    // Every server answer cached belonged to the account that just left (notifications, profile,
    // games); the session query stays, to be refreshed just below.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    await refreshSession(queryClient);
    toast.success(i18n._(msg`Vous êtes déconnecté`));
    await navigate({ to: "/$lang", params: { lang } });
  };
}
