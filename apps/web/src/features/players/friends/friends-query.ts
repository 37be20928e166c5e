import type { FriendshipView } from "@escouade/contracts/players";
import type { AppTrpc } from "@/lib/trpc.ts";

const PAGE_SIZE = 20;

/** One friendship view as pages of players: "Voir plus" asks for the page after the last cursor. */
export function friendsQuery(trpc: AppTrpc, view: FriendshipView) {
  return trpc.players.getPlayers.infiniteQueryOptions(
    { friendShipStatus: view, limit: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}
