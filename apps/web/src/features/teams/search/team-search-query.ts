import type { AppTrpc, RouterOutputs } from "@/lib/trpc.ts";
import { toTeamSearchInput, type TeamSearchParams } from "./search-params.ts";

const PAGE_SIZE = 20;

export type FoundTeam = RouterOutputs["teams"]["searchTeams"]["items"][number];

/** One search as pages of teams: "Voir plus" asks for the page after the last one's cursor. */
export function teamSearchQuery(trpc: AppTrpc, params: TeamSearchParams) {
  return trpc.teams.searchTeams.infiniteQueryOptions(
    { ...toTeamSearchInput(params), limit: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: 30_000 },
  );
}
