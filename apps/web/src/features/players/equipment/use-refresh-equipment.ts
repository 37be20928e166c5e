import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";

/** Gear shows in two places: the owner's list and the public profile (the owner's, seen by anyone). */
export function useRefreshEquipment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.equipment.getMyEquipment.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.players.getProfileById.pathKey() }),
    ]);
}
