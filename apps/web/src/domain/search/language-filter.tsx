import type { SpokenLanguage } from "@escouade/contracts/languages";
import { Trans, useLingui } from "@lingui/react/macro";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useLanguageOptions } from "@/domain/languages/use-language-options.ts";
import { useDisplayNames } from "@/lib/display-names.ts";

/** One spoken language, or any: the interface languages on top of the long list. */
export function LanguageFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SpokenLanguage | undefined;
  onChange: (language: SpokenLanguage | undefined) => void;
}) {
  const { t } = useLingui();
  const names = useDisplayNames();
  const languages = useLanguageOptions();
  return (
    <LabelledControl id={id} label={<Trans>Langue parlée</Trans>}>
      <Select id={id} value={value ?? ""} onChange={(event) => onChange((event.target.value || undefined) as SpokenLanguage | undefined)}>
        <option value="">{t`Toutes les langues`}</option>
        {languages.map((code) => (
          <option key={code} value={code}>
            {names.language(code)}
          </option>
        ))}
      </Select>
    </LabelledControl>
  );
}
