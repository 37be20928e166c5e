import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * Runs one change to a place with its toast, then refreshes what shows places and the games held
 * there, after a refusal too (what we showed was stale). Resolves to whether it worked.
 */
export function usePlaceAction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async function run<T>(action: () => Promise<T>, success: string | null): Promise<boolean> {
    let ok = true;
    try {
      await action();
      if (success) toast.success(success);
    } catch {
      // The query client has shown why.
      ok = false;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.shops.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.games.getGames.pathKey() }),
    ]);
    return ok;
  };
}
