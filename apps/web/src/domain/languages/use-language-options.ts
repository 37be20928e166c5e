import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { useMemo } from "react";
import { useDisplayNames } from "@/lib/display-names.ts";

/** The interface languages: the usual choices, kept at the top of a long list. */
const INTERFACE_LANGUAGES: readonly SpokenLanguage[] = ["fr", "en", "de", "es"];

/** Every spoken language: `first` in that order, then the rest in the reader's alphabetical order. */
export function useLanguageOptions(first: readonly SpokenLanguage[] = INTERFACE_LANGUAGES): SpokenLanguage[] {
  const names = useDisplayNames();
  return useMemo(() => {
    const rest = SPOKEN_LANGUAGES.filter((l) => !first.includes(l)).sort((a, b) => names.collator.compare(names.language(a), names.language(b)));
    return [...first, ...rest];
  }, [names, first]);
}
