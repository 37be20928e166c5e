import type { UiLanguage } from "@escouade/contracts/languages";
import { de, enGB, es, fr, type Locale } from "date-fns/locale";

/**
 * date-fns' locales, for the pages that still format with date-fns (lib/dates.ts formats with
 * the browser's Intl instead, and is what the first screens use). Kept apart from lib/format.ts
 * so that importing a price or an image URL does not bring four languages' date data along.
 */
const DATE_FNS_LOCALES: Record<UiLanguage, Locale> = { fr, en: enGB, es, de };

export function dateFnsLocale(lang: string): Locale {
  return DATE_FNS_LOCALES[lang as UiLanguage] ?? fr;
}
