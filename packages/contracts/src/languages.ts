/** Interface languages. French is the reference and the fallback. */
export const UI_LANGUAGES = ["fr", "en", "es", "de"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = "fr";
/** Key under which the chosen language is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = "lang";

export const UI_LANGUAGE_OPTIONS: ReadonlyArray<{
  code: UiLanguage;
  name: string;
  countryCode: string;
}> = [
  { code: "fr", name: "Français", countryCode: "fr" },
  { code: "en", name: "English", countryCode: "gb" },
  { code: "de", name: "Deutsch", countryCode: "de" },
  { code: "es", name: "Español", countryCode: "es" },
];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the interface language: the stored choice, then the browser's languages
 * (first supported one wins, region ignored), then French.
 */
export function resolveUiLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): UiLanguage {
  if (isUiLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isUiLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, most wanted first (`fr-CH, fr;q=0.9, en;q=0.8`). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Languages a player can declare speaking (ISO 639-1). Wider than the interface
 * languages: games in Europe gather players from many countries.
 */
export const SPOKEN_LANGUAGES = [
  "fr",
  "en",
  "de",
  "es",
  "it",
  "pt",
  "nl",
  "pl",
  "cs",
  "sk",
  "hu",
  "ro",
  "bg",
  "hr",
  "sl",
  "el",
  "sv",
  "no",
  "da",
  "fi",
  "et",
  "lv",
  "lt",
  "ga",
  "mt",
  "lb",
  "ru",
  "uk",
  "ar",
  "tr",
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
