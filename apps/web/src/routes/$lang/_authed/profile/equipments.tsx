import { createFileRoute } from "@tanstack/react-router";
import { OwnEquipment } from "@/features/players/equipment/own-equipment.tsx";

export const Route = createFileRoute("/$lang/_authed/profile/equipments")({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.equipment.getMyEquipment.queryOptions()),
  component: OwnEquipment,
});
