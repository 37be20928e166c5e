import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { useMemo } from "react";
import { useDisplayNames } from "./display-names.ts";

/** The interface languages first: the usual choices stay at the top of a long list. */
const FIRST_LANGUAGES: readonly SpokenLanguage[] = ["fr", "en", "de", "es"];

/** Every spoken language for a select: the four usual ones, then the rest in the reader's alphabetical order. */
export function useLanguageOptions(): SpokenLanguage[] {
  const names = useDisplayNames();
  return useMemo(() => {
    const rest = SPOKEN_LANGUAGES.filter((l) => !FIRST_LANGUAGES.includes(l)).sort((a, b) => names.collator.compare(names.language(a), names.language(b)));
    return [...FIRST_LANGUAGES, ...rest];
  }, [names]);
}
