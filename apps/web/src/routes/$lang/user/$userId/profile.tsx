import { createFileRoute } from "@tanstack/react-router";
import { PlayerAbout } from "@/features/players/profile/player-about.tsx";

export const Route = createFileRoute("/$lang/user/$userId/profile")({
  component: AboutTab,
});

function AboutTab() {
  const { userId } = Route.useParams();
  return <PlayerAbout userId={userId} />;
}
