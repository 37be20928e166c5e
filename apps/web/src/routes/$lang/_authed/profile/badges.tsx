import { createFileRoute } from "@tanstack/react-router";
import { PlayerBadges } from "@/features/players/profile/player-badges.tsx";

export const Route = createFileRoute("/$lang/_authed/profile/badges")({
  component: BadgesTab,
});

function BadgesTab() {
  const { session } = Route.useRouteContext();
  return <PlayerBadges userId={session.user.id} />;
}
