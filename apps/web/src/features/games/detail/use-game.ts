import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { trpc } from "@/lib/trpc.ts";

const route = getRouteApi("/$lang/_authed/games/$gameId/");

export function useGame() {
  const { gameId, lang } = route.useParams();
  const { data } = useSuspenseQuery(trpc.games.getGame.queryOptions({ gameId }));
  return { game: data, lang, gameId };
}

export type GameDetail = ReturnType<typeof useGame>["game"];
