import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { useFieldError } from "@/components/ui/form-field.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { ChipPicker } from "./chip-picker.tsx";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";

/** The interface languages first, then the others alphabetically: the common choices stay in reach. */
const FIRST: readonly SpokenLanguage[] = ["fr", "en", "de", "es", "it", "nl", "pt"];

export function LanguagesSection({ form }: { form: GameForm }) {
  const names = useDisplayNames();
  const error = useFieldError(form.control, "languages");
  const options = useMemo(() => {
    const rest = SPOKEN_LANGUAGES.filter((l) => !FIRST.includes(l)).sort((a, b) => names.collator.compare(names.language(a), names.language(b)));
    return [...FIRST, ...rest].map((code) => ({ value: code, label: names.language(code) }));
  }, [names]);
  return (
    <FormSection
      id="langues"
      title={<Trans>Langues de la partie</Trans>}
      description={<Trans>Les langues du briefing et des arbitres ; les joueurs peuvent filtrer les parties par langue.</Trans>}
    >
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <ChipPicker legend={<Trans>Langues de la partie</Trans>} hideLegend options={options} value={field.value} onChange={field.onChange} error={error} />
        )}
      />
    </FormSection>
  );
}
