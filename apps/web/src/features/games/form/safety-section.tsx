import { EQUIPMENT, FACILITIES, PROTECTIONS, PYROTECHNICS } from "@escouade/contracts/games";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { useFieldError } from "@/components/ui/form-field.tsx";
import { EQUIPMENT_LABELS, FACILITY_LABELS, PROTECTION_LABELS, PYROTECHNIC_LABELS } from "@/domain/games/game-labels.ts";
import { ChipPicker } from "./chip-picker.tsx";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";

type ListField = "protections" | "equipment" | "pyrotechnics" | "facilities";

function ListPicker<T extends string>({
  form,
  name,
  legend,
  keys,
  labels,
}: {
  form: GameForm;
  name: ListField;
  legend: ReactNode;
  keys: readonly T[];
  labels: Record<T, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  const error = useFieldError(form.control, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ChipPicker
          legend={legend}
          options={keys.map((key) => ({ value: key, label: i18n._(labels[key]) }))}
          value={(field.value ?? []) as T[]}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}

export function SafetySection({ form }: { form: GameForm }) {
  return (
    <FormSection id="securite" title={<Trans>Sécurité</Trans>} description={<Trans>Ce que les joueurs doivent porter et ce qu'ils peuvent apporter.</Trans>}>
      <ListPicker form={form} name="protections" legend={<Trans>Protections obligatoires</Trans>} keys={PROTECTIONS} labels={PROTECTION_LABELS} />
      <ListPicker form={form} name="equipment" legend={<Trans>Répliques autorisées</Trans>} keys={EQUIPMENT} labels={EQUIPMENT_LABELS} />
      <ListPicker form={form} name="pyrotechnics" legend={<Trans>Pyrotechnie autorisée</Trans>} keys={PYROTECHNICS} labels={PYROTECHNIC_LABELS} />
      <ListPicker form={form} name="facilities" legend={<Trans>Sur place</Trans>} keys={FACILITIES} labels={FACILITY_LABELS} />
    </FormSection>
  );
}
