import { GAME_TYPES } from "@escouade/contracts/games";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";
import { Textarea } from "@/components/ui/textarea.tsx";

export function InfoSection({ form }: { form: GameForm }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <FormSection id="informations" title={<Trans>Informations</Trans>}>
      <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
        <Field label={<Trans>Titre</Trans>} error={validationMessage(errors.title?.message)}>
          {(a11y) => <Input {...a11y} maxLength={120} placeholder={t`Ex. Opération Brocéliande`} {...form.register("title")} />}
        </Field>
        <Field label={<Trans>Type de partie</Trans>} error={validationMessage(errors.type?.message)}>
          {(a11y) => (
            <Select {...a11y} {...form.register("type")}>
              <SelectOptions values={GAME_TYPES} labels={GAME_TYPE_LABELS} />
            </Select>
          )}
        </Field>
      </div>
      <Field
        label={<Trans>Description</Trans>}
        hint={<Trans>Le scénario, le terrain, le déroulement de la journée.</Trans>}
        error={validationMessage(errors.description?.message)}
      >
        {(a11y) => <Textarea {...a11y} rows={6} maxLength={5000} {...form.register("description")} />}
      </Field>
      <Field
        label={<Trans>Règles</Trans>}
        hint={<Trans>Distances minimales, tir en rafale, règles de touche, horaires du briefing...</Trans>}
        error={validationMessage(errors.rules?.message)}
      >
        {(a11y) => <Textarea {...a11y} rows={6} maxLength={5000} {...form.register("rules")} />}
      </Field>
    </FormSection>
  );
}
