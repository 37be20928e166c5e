import type { UiLanguage } from "@escouade/contracts/languages";
import { de, enGB, es, fr, type Locale } from "date-fns/locale";

export const DATE_FNS_LOCALES: Record<UiLanguage, Locale> = { fr, en: enGB, es, de };

export function dateFnsLocale(lang: string): Locale {
  return DATE_FNS_LOCALES[lang as UiLanguage] ?? fr;
}

export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
}

/** The stored image's URL for a rendition (see the server's platform/media.ts naming). */
export function imageUrl(mediaUrl: string, key: string, size: "thumb" | "medium" | "large" = "medium"): string {
  return `${mediaUrl}/${key}-${size}.webp`;
}
