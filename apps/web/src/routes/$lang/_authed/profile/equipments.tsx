import { createFileRoute } from "@tanstack/react-router";
import { OwnEquipment } from "@/features/players/equipment/own-equipment.tsx";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/profile/equipments")({
  loader: ({ context }) => context.queryClient.ensureQueryData(trpc.equipment.getMyEquipment.queryOptions()),
  component: OwnEquipment,
});
