import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import type { FaqContent } from "@/content/faq/types.ts";

// One chunk per language: a reader downloads only the answers in the language they read.
const loaders: Record<UiLanguage, () => Promise<{ faq: FaqContent }>> = {
  fr: () => import("@/content/faq/fr.ts"),
  en: () => import("@/content/faq/en.ts"),
  es: () => import("@/content/faq/es.ts"),
  de: () => import("@/content/faq/de.ts"),
};

export async function loadFaq(lang: string): Promise<FaqContent> {
  return (await loaders[isUiLanguage(lang) ? lang : DEFAULT_LANGUAGE]()).faq;
}
