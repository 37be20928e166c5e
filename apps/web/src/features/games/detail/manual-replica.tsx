import { maxFpsFor } from "@escouade/contracts/game-rules";
import type { PowerLimits } from "@escouade/contracts/games";
import { POWER_CLASSES } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { formatJoulesOf } from "@/lib/format.ts";
import type { RegisterValues } from "./declared-replicas.ts";

interface ManualReplicaProps {
  form: UseFormReturn<RegisterValues>;
  index: number;
  limits: PowerLimits;
  onRemove: () => void;
}

/** A replica typed in: its class, its measured power (with its energy and the game's limit), a name. */
export function ManualReplica({ form, index, limits, onRemove }: ManualReplicaProps) {
  const { t, i18n } = useLingui();
  const current = useWatch({ control: form.control, name: `replicas.${index}` });
  const limit = current?.powerClass ? maxFpsFor(limits, current.powerClass) : undefined;
  const fps = Number(current?.fps);
  return (
    <div className="space-y-2 rounded-xl border border-border p-3">
      <div className="grid grid-cols-[1fr_6.5rem_auto] items-start gap-2">
        <FormField control={form.control} name={`replicas.${index}.powerClass`} label={<Trans>Type</Trans>}>
          {(a11y) => (
            <Select {...a11y} {...form.register(`replicas.${index}.powerClass`)}>
              <option value="" disabled>
                {t`Choisir...`}
              </option>
              <SelectOptions values={POWER_CLASSES} labels={POWER_CLASS_LABELS} />
            </Select>
          )}
        </FormField>
        <FormField control={form.control} name={`replicas.${index}.fps`} label="FPS">
          {(a11y) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={1}
              max={800}
              {...form.register(`replicas.${index}.fps`, { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
            />
          )}
        </FormField>
        <Button variant="ghost" size="icon" className="mt-7" aria-label={t`Retirer cette réplique`} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      <Input placeholder={t`Nom (facultatif), ex. M4 CQB`} aria-label={t`Nom de la réplique`} {...form.register(`replicas.${index}.name`)} />
      {limit !== undefined || (Number.isFinite(fps) && fps > 0) ? (
        <p className="text-xs text-muted-foreground">
          {Number.isFinite(fps) && fps > 0 ? `${formatJoulesOf(fps, i18n.locale)} · ` : ""}
          {limit !== undefined ? <Trans>Limite de la partie : {limit} fps</Trans> : null}
        </p>
      ) : null}
    </div>
  );
}
