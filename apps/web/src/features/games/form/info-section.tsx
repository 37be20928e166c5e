import { GAME_TYPES } from "@escouade/contracts/games";
import { Trans, useLingui } from "@lingui/react/macro";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";
import { Textarea } from "@/components/ui/textarea.tsx";

export function InfoSection({ form }: { form: GameForm }) {
  const { t } = useLingui();
  return (
    <FormSection id="informations" title={<Trans>Informations</Trans>}>
      <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
        <FormField control={form.control} name="title" label={<Trans>Titre</Trans>}>
          {(a11y) => <Input {...a11y} maxLength={120} placeholder={t`Ex. Opération Brocéliande`} {...form.register("title")} />}
        </FormField>
        <FormField control={form.control} name="type" label={<Trans>Type de partie</Trans>}>
          {(a11y) => (
            <Select {...a11y} {...form.register("type")}>
              <SelectOptions values={GAME_TYPES} labels={GAME_TYPE_LABELS} />
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="description"
        label={<Trans>Description</Trans>}
        hint={<Trans>Le scénario, le terrain, le déroulement de la journée.</Trans>}
      >
        {(a11y) => <Textarea {...a11y} rows={6} maxLength={5000} {...form.register("description")} />}
      </FormField>
      <FormField
        control={form.control}
        name="rules"
        label={<Trans>Règles</Trans>}
        hint={<Trans>Distances minimales, tir en rafale, règles de touche, horaires du briefing...</Trans>}
      >
        {(a11y) => <Textarea {...a11y} rows={6} maxLength={5000} {...form.register("rules")} />}
      </FormField>
    </FormSection>
  );
}
