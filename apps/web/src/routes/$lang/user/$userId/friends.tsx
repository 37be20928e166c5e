import { createFileRoute } from "@tanstack/react-router";
import { PlayerFriends } from "@/features/players/profile/player-friends.tsx";

export const Route = createFileRoute("/$lang/user/$userId/friends")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(context.trpc.players.getPlayerFriends.queryOptions({ userId: params.userId })),
  component: FriendsTab,
});

function FriendsTab() {
  const { lang, userId } = Route.useParams();
  return <PlayerFriends userId={userId} lang={lang} />;
}
