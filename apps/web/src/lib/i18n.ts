import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type UiLanguage } from "@escouade/contracts/languages";
import { i18n, type Messages } from "@lingui/core";
import { messages as frFirstScreen } from "../../../../locales/fr/messages.po?first-screen";

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Each catalog comes in two parts (apps/web/catalog-split.ts): what the shell and the home show,
 * and the rest, which other pages wait for and the home fetches once it is idle.
 */
const firstScreenLoaders: Record<Exclude<UiLanguage, "fr">, Loader> = {
  en: () => import("../../../../locales/en/messages.po?first-screen"),
  es: () => import("../../../../locales/es/messages.po?first-screen"),
  de: () => import("../../../../locales/de/messages.po?first-screen"),
};
const restLoaders: Record<UiLanguage, Loader> = {
  fr: () => import("../../../../locales/fr/messages.po?rest"),
  en: () => import("../../../../locales/en/messages.po?rest"),
  es: () => import("../../../../locales/es/messages.po?rest"),
  de: () => import("../../../../locales/de/messages.po?rest"),
};

const firstScreenLoaded = new Set<UiLanguage>([DEFAULT_LANGUAGE]);
const restLoading = new Map<UiLanguage, Promise<void>>();

// I18nProvider renders nothing until a locale is active: French is there from the first frame.
i18n.load(DEFAULT_LANGUAGE, frFirstScreen);
i18n.activate(DEFAULT_LANGUAGE);

/** Loads (once) the messages of every other page; `i18n.load` adds them to the language's. */
export function loadAllMessages(lang: UiLanguage): Promise<void> {
  let loading = restLoading.get(lang);
  if (!loading) {
    loading = restLoaders[lang]().then(({ messages }) => i18n.load(lang, messages));
    // A failed fetch (offline, a new deployment) may be tried again by the next page.
    loading.catch(() => restLoading.delete(lang));
    restLoading.set(lang, loading);
  }
  return loading;
}

// A message outside the loaded part (a page added to the first screen without its words) is
// shown once its part arrives, rather than as an id.
i18n.on("missing", ({ locale }) => {
  void loadAllMessages(locale as UiLanguage).catch(() => undefined);
});

/**
 * Loads (once) and activates a language, remembers it, and labels the document with it. The
 * first screen needs only its own part; any other page waits for all of it.
 */
export async function activateLanguage(lang: UiLanguage, { allMessages }: { allMessages: boolean }) {
  const everything = allMessages ? loadAllMessages(lang) : null;
  if (!firstScreenLoaded.has(lang)) {
    i18n.load(lang, (await firstScreenLoaders[lang as Exclude<UiLanguage, "fr">]()).messages);
    firstScreenLoaded.add(lang);
  }
  await everything;
  if (i18n.locale !== lang) i18n.activate(lang);
  // The prerender (decision 025) has no document: the server writes the language into the page.
  if (import.meta.env.SSR) return;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private browsing may refuse storage; the URL still carries the language.
  }
}

export { i18n };
