import { createFileRoute } from "@tanstack/react-router";
import { PlayerBadges } from "@/features/players/profile/player-badges.tsx";

export const Route = createFileRoute("/$lang/user/$userId/badges")({
  component: BadgesTab,
});

function BadgesTab() {
  const { userId } = Route.useParams();
  return <PlayerBadges userId={userId} />;
}
