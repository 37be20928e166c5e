import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { EquipmentList } from "@/domain/players/equipment-list.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import type { EquipmentItem } from "@/domain/players/player-types.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { EquipmentDialog } from "./equipment-dialog.tsx";
import { useRefreshEquipment } from "./use-refresh-equipment.ts";

/** The owner's gear: the public list plus add, edit and remove. */
export function OwnEquipment() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { data: items } = useSuspenseQuery(trpc.equipment.getMyEquipment.queryOptions());
  const refresh = useRefreshEquipment();
  // "new" opens an empty form; an item opens it filled in.
  const [editing, setEditing] = useState<EquipmentItem | "new" | null>(null);
  const remove = useMutation(trpc.equipment.removeEquipment.mutationOptions());

  async function removeItem(item: EquipmentItem) {
    try {
      await remove.mutateAsync({ id: item.id });
      toast.success(t`Équipement retiré`);
    } catch {
      // The query client has shown why.
    }
    await refresh();
  }

  return (
    <Card className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">
          <Trans>Mon équipement</Trans>
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden />
          <Trans>Ajouter un équipement</Trans>
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Déclarez vos répliques et vos protections : elles apparaîtront sur votre profil public.</Trans>
        </p>
      ) : (
        <EquipmentList
          items={items}
          actions={(item) => {
            const name = item.name;
            return (
              <>
                <Button variant="ghost" size="icon" aria-label={t`Modifier ${name}`} title={t`Modifier`} onClick={() => setEditing(item)}>
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      aria-label={t`Retirer ${name}`}
                      title={t`Retirer`}
                      disabled={remove.isPending}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  }
                  title={<Trans>Retirer « {name} » ?</Trans>}
                  description={<Trans>Il disparaîtra de votre profil public.</Trans>}
                  confirmLabel={<Trans>Retirer</Trans>}
                  onConfirm={() => void removeItem(item)}
                />
              </>
            );
          }}
        />
      )}
      {editing ? <EquipmentDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
