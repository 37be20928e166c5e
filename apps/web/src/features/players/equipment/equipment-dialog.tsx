import { equipmentSchema, type EquipmentData, type EquipmentInput } from "@escouade/contracts/players";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";

import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import type { EquipmentItem } from "@/domain/players/player-types.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { EquipmentFields, type EquipmentForm } from "./equipment-fields.tsx";
import { useRefreshEquipment } from "./use-refresh-equipment.ts";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

const FIELDS = ["kind", "name", "powerClass", "fps", "notes"] as const;

function defaultsOf(item: EquipmentItem | null): EquipmentInput {
  if (!item) return { kind: "replica", name: "", powerClass: "aeg", fps: null, notes: "" };
  return { kind: item.kind, name: item.name, powerClass: item.powerClass, fps: item.fps, notes: item.notes };
}

/** Adds a piece of gear (item null) or edits one; the contracts' schema checks it as the server will. */
export function EquipmentDialog({ item, onClose }: { item: EquipmentItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const refresh = useRefreshEquipment();
  const form: EquipmentForm = useAppForm<EquipmentInput, unknown, EquipmentData>({ resolver: zodResolver(equipmentSchema), defaultValues: defaultsOf(item) });
  const { isSubmitting } = form.formState;
  const add = useMutation(trpc.equipment.addEquipment.mutationOptions());
  const update = useMutation(trpc.equipment.updateEquipment.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync({ ...values, id: item.id });
      else await add.mutateAsync(values);
    } catch (error) {
      // The query client shows why; the fields say which.
      const info = readAppError(error);
      showFieldErrors(form.setError, info, FIELDS);
      return;
    }
    toast.success(item ? t`Équipement mis à jour` : t`Équipement ajouté`);
    await refresh();
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={item ? <Trans>Modifier l'équipement</Trans> : <Trans>Ajouter un équipement</Trans>}>
        <DialogDescription>
          <Trans>Pour une réplique, indiquez sa puissance mesurée au chrono avec des billes de 0,20 g.</Trans>
        </DialogDescription>
        <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
          <FormSummary />
          <EquipmentFields form={form} />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Enregistrement...</Trans> : <Trans>Enregistrer</Trans>}
          </Button>
        </AppForm>
      </DialogContent>
    </Dialog>
  );
}
