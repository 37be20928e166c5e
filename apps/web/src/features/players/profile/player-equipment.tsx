import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EquipmentList } from "@/domain/players/equipment-list.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useTRPC } from "@/lib/trpc.ts";

/** The equipment tab: replicas (class, FPS, joules), protections and the rest. */
export function PlayerEquipment({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.players.getProfileById.queryOptions({ userId }));
  return (
    <Card>
      {data.equipment.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Aucun équipement renseigné.</Trans>
        </p>
      ) : (
        <EquipmentList items={data.equipment} />
      )}
    </Card>
  );
}
