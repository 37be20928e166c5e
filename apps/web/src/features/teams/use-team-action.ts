import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/** After a team change: the team pages, and the player lists (they show the team). */
export function useRefreshTeams() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.teams.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.players.pathKey() })]);
    await router.invalidate();
  };
}

/**
 * Runs one team change with its toast, then refreshes what shows teams, after a refusal too
 * (what we showed was stale). Resolves to whether it worked.
 */
export function useTeamAction() {
  const refresh = useRefreshTeams();
  return async function run<T>(action: () => Promise<T>, success: string): Promise<boolean> {
    let ok = true;
    try {
      await action();
      toast.success(success);
    } catch {
      // The query client has shown why.
      ok = false;
    }
    await refresh();
    return ok;
  };
}
