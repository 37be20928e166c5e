import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { useLingui } from "@lingui/react/macro";
import { collatorOf, displayNamesOf } from "@/lib/intl-formats.ts";

/** The interface languages: the usual choices, kept at the top of a long list. */
const INTERFACE_LANGUAGES: readonly SpokenLanguage[] = ["fr", "en", "de", "es"];

/** Sorted once per reader's language and head of the list: every search page draws the list. */
const sortedLists = new Map<string, SpokenLanguage[]>();

/** Every spoken language: `first` in that order, then the rest in the reader's alphabetical order. */
export function useLanguageOptions(first: readonly SpokenLanguage[] = INTERFACE_LANGUAGES): SpokenLanguage[] {
  const { i18n } = useLingui();
  const key = `${i18n.locale}|${first.join(",")}`;
  let list = sortedLists.get(key);
  if (!list) {
    const names = displayNamesOf(i18n.locale, "language");
    const collator = collatorOf(i18n.locale);
    const nameOf = (code: string) => names.of(code) ?? code;
    const rest = SPOKEN_LANGUAGES.filter((l) => !first.includes(l)).sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
    sortedLists.set(key, (list = [...first, ...rest]));
  }
  return list;
}
