import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, resolveUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import { i18n as globalI18n, setupI18n, type I18n, type Messages } from "@lingui/core";
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

/** The parts each instance holds, per language: an instance per request on the server, one in the browser. */
const loadedParts = new WeakMap<I18n, Map<UiLanguage, { firstScreen: boolean; rest?: Promise<void> }>>();

function partsOf(instance: I18n, lang: UiLanguage) {
  let byLanguage = loadedParts.get(instance);
  if (!byLanguage) {
    byLanguage = new Map();
    loadedParts.set(instance, byLanguage);
    // A message outside the loaded part (a page added to the first screen without its words) is
    // shown once its part arrives, rather than as an id.
    instance.on("missing", ({ locale }) => void loadAllMessages(instance, locale as UiLanguage).catch(() => undefined));
  }
  let parts = byLanguage.get(lang);
  if (!parts) {
    parts = { firstScreen: false };
    byLanguage.set(lang, parts);
  }
  return parts;
}

/**
 * An i18n instance with French's first screen active: `I18nProvider` renders nothing until a
 * locale is active. The server makes one per request; the browser uses Lingui's own.
 */
export function prepareI18n(instance: I18n = setupI18n()): I18n {
  instance.load(DEFAULT_LANGUAGE, frFirstScreen);
  partsOf(instance, DEFAULT_LANGUAGE).firstScreen = true;
  if (!instance.locale) instance.activate(DEFAULT_LANGUAGE);
  return instance;
}

/** Loads (once per instance) the messages of every other page; `load` adds them to the language's. */
export function loadAllMessages(instance: I18n, lang: UiLanguage): Promise<void> {
  const parts = partsOf(instance, lang);
  if (!parts.rest) {
    const loading = restLoaders[lang]().then(({ messages }) => instance.load(lang, messages));
    // A failed fetch (offline, a new deployment) may be tried again by the next page.
    loading.catch(() => (parts.rest = undefined));
    parts.rest = loading;
  }
  return parts.rest;
}

/**
 * Loads (once) and activates a language in an instance. The first screen needs only its own part;
 * any other page waits for all of it.
 */
export async function activateLanguage(instance: I18n, lang: UiLanguage, { allMessages }: { allMessages: boolean }) {
  const everything = allMessages ? loadAllMessages(instance, lang) : null;
  const parts = partsOf(instance, lang);
  if (!parts.firstScreen) {
    instance.load(lang, (await firstScreenLoaders[lang as Exclude<UiLanguage, "fr">]()).messages);
    parts.firstScreen = true;
  }
  await everything;
  if (instance.locale !== lang) instance.activate(lang);
}

/** The browser's one instance (Lingui's global), for code that only runs there: toasts, callbacks. */
export const i18n = prepareI18n(globalI18n);

/**
 * Labels the document with its language and remembers it (the browser only): on the device, and
 * in a cookie the server reads to send `/` to it (routes/index.tsx).
 */
export function rememberLanguage(lang: UiLanguage) {
  document.documentElement.lang = lang;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private browsing may refuse storage; the URL still carries the language.
  }
}

/** The language a browser's visitor prefers: the one they chose here, else their browser's. */
export function browserPreferredLanguage(): UiLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused: the browser's languages decide.
  }
  return resolveUiLanguage(stored, navigator.languages ?? [navigator.language]);
}
