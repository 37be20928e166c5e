import { createFileRoute } from "@tanstack/react-router";
import { PlayerStats } from "@/features/players/profile/player-stats.tsx";

export const Route = createFileRoute("/$lang/_authed/profile/stats")({
  component: StatsTab,
});

function StatsTab() {
  const { session } = Route.useRouteContext();
  return <PlayerStats userId={session.user.id} />;
}
