import type { SpokenLanguage } from "@escouade/contracts/languages";
import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { cn } from "@/lib/cn.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useLanguageOptions } from "./use-language-options.ts";

/** The interface languages and their neighbours first: the common choices stay in reach. */
const FIRST: readonly SpokenLanguage[] = ["fr", "en", "de", "es", "it", "nl", "pt"];

export function LanguagePicker({ value, onChange, error }: { value: SpokenLanguage[]; onChange: (v: SpokenLanguage[]) => void; error?: string }) {
  const names = useDisplayNames();
  const options = useLanguageOptions(FIRST);
  const { errorId, groupProps } = useGroupError(error);
  const toggle = (code: SpokenLanguage) => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <fieldset className="space-y-2" {...groupProps}>
      <legend className="text-sm font-medium">
        <Trans>Langues parlées</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((code) => {
          const selected = value.includes(code);
          return (
            <button
              key={code}
              type="button"
              aria-pressed={selected}
              onClick={() => toggle(code)}
              className={cn(
                "inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium",
                selected ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:bg-muted",
              )}
            >
              {selected ? <Check className="size-4" aria-hidden /> : null}
              {names.language(code)}
            </button>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
