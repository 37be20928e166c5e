import type { EquipmentData, EquipmentInput, EquipmentKind } from "@escouade/contracts/players";
import { formatJoules, type PowerClass } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { EQUIPMENT_KIND_LABELS } from "@/domain/players/player-labels.ts";

export type EquipmentForm = UseFormReturn<EquipmentInput, unknown, EquipmentData>;

const KINDS = Object.keys(EQUIPMENT_KIND_LABELS) as EquipmentKind[];
const POWER_CLASSES = Object.keys(POWER_CLASS_LABELS) as PowerClass[];

/** The energy an FPS figure means, as the player types it. */
function LiveJoules({ form }: { form: EquipmentForm }) {
  const { i18n } = useLingui();
  const fps = useWatch({ control: form.control, name: "fps" });
  if (typeof fps !== "number" || !Number.isFinite(fps) || fps <= 0) return null;
  const joules = i18n.number(formatJoules(fps), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return <Trans>Soit {joules} J avec une bille de 0,20 g</Trans>;
}

export function EquipmentFields({ form }: { form: EquipmentForm }) {
  const { t } = useLingui();
  const kind = useWatch({ control: form.control, name: "kind" });

  // Only replicas have a class and a power: switching away clears them, switching back offers AEG.
  const onKindChange = (next: EquipmentKind) => {
    if (next === "replica") {
      if (!form.getValues("powerClass")) form.setValue("powerClass", "aeg");
    } else {
      form.setValue("powerClass", null);
      form.setValue("fps", null);
      form.clearErrors(["powerClass", "fps"]);
    }
  };

  return (
    <>
      <FormField control={form.control} name="kind" label={<Trans>Type</Trans>}>
        {(a11y) => (
          <Select {...a11y} {...form.register("kind", { onChange: (event) => onKindChange(event.target.value as EquipmentKind) })}>
            <SelectOptions values={KINDS} labels={EQUIPMENT_KIND_LABELS} />
          </Select>
        )}
      </FormField>
      <FormField control={form.control} name="name" label={<Trans>Nom de l'équipement</Trans>}>
        {(a11y) => <Input {...a11y} maxLength={80} placeholder={kind === "replica" ? t`ex. M4 CQB` : t`ex. Masque grillagé`} {...form.register("name")} />}
      </FormField>
      {kind === "replica" ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField control={form.control} name="powerClass" label={<Trans>Classe</Trans>}>
            {(a11y) => (
              <Select {...a11y} {...form.register("powerClass")}>
                <SelectOptions values={POWER_CLASSES} labels={POWER_CLASS_LABELS} />
              </Select>
            )}
          </FormField>
          <FormField control={form.control} name="fps" label="FPS" hint={<LiveJoules form={form} />}>
            {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={1} max={800} {...form.register("fps", { valueAsNumber: true })} />}
          </FormField>
        </div>
      ) : null}
      <FormField control={form.control} name="notes" label={<Trans>Notes (facultatif)</Trans>}>
        {(a11y) => <Textarea {...a11y} className="min-h-20" maxLength={300} {...form.register("notes")} />}
      </FormField>
    </>
  );
}
