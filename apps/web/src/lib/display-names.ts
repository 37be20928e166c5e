import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { collatorOf, displayNamesOf } from "./intl-formats.ts";

/** Country and language names in the reader's language, from the browser's own CLDR data. */
export function useDisplayNames() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const regions = displayNamesOf(i18n.locale, "region");
    const languages = displayNamesOf(i18n.locale, "language");
    const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase(i18n.locale) + s.slice(1);
    return {
      country: (code: string) => regions.of(code.toUpperCase()) ?? code,
      language: (code: string) => capitalize(languages.of(code) ?? code),
      collator: collatorOf(i18n.locale),
    };
  }, [i18n.locale]);
}
