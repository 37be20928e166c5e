import { SHARE_SEARCH_PARAM } from "@escouade/contracts/share-link";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useTRPC } from "@/lib/trpc.ts";

const route = getRouteApi("/$lang/games/$gameId/");

/** The game of the page, opened with the link's token when the visitor came by a private game's link. */
export function useGame() {
  const trpc = useTRPC();
  const { gameId, lang } = route.useParams();
  const shareToken = route.useSearch()[SHARE_SEARCH_PARAM];
  const { data } = useSuspenseQuery(trpc.games.getGame.queryOptions({ gameId, shareToken }));
  return { game: { ...data, openedWith: shareToken }, lang, gameId };
}

export type GameDetail = ReturnType<typeof useGame>["game"];
