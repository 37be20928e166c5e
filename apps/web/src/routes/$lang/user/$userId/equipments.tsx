import { createFileRoute } from "@tanstack/react-router";
import { PlayerEquipment } from "@/features/players/profile/player-equipment.tsx";

export const Route = createFileRoute("/$lang/user/$userId/equipments")({
  component: EquipmentTab,
});

function EquipmentTab() {
  const { userId } = Route.useParams();
  return <PlayerEquipment userId={userId} />;
}
