import { createFileRoute } from "@tanstack/react-router";
import { PlayerGames } from "@/features/players/profile/player-games.tsx";

export const Route = createFileRoute("/$lang/user/$userId/games")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(context.trpc.players.getPlayerGames.queryOptions({ userId: params.userId })),
  component: GamesTab,
});

function GamesTab() {
  const { lang, userId } = Route.useParams();
  return <PlayerGames userId={userId} lang={lang} />;
}
