import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type UiLanguage } from "@escouade/contracts/languages";
import { i18n, type Messages } from "@lingui/core";
import { messages as frMessages } from "../../../../locales/fr/messages.po";

const loaders: Record<Exclude<UiLanguage, "fr">, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../../locales/en/messages.po"),
  es: () => import("../../../../locales/es/messages.po"),
  de: () => import("../../../../locales/de/messages.po"),
};

const loaded = new Set<UiLanguage>([DEFAULT_LANGUAGE]);

// I18nProvider renders nothing until a locale is active: French is there from the first frame.
i18n.load(DEFAULT_LANGUAGE, frMessages);
i18n.activate(DEFAULT_LANGUAGE);

/** Loads (once) and activates a language, remembers it, and labels the document with it. */
export async function activateLanguage(lang: UiLanguage) {
  if (lang !== "fr" && !loaded.has(lang)) {
    i18n.load(lang, (await loaders[lang]()).messages);
    loaded.add(lang);
  }
  if (i18n.locale !== lang) i18n.activate(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private browsing may refuse storage; the URL still carries the language.
  }
}

export { i18n };
