import { createFileRoute } from "@tanstack/react-router";
import { PlayerStats } from "@/features/players/profile/player-stats.tsx";

export const Route = createFileRoute("/$lang/user/$userId/stats")({
  component: StatsTab,
});

function StatsTab() {
  const { userId } = Route.useParams();
  return <PlayerStats userId={userId} />;
}
