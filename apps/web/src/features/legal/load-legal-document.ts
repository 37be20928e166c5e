import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import type { LegalDocument, LegalDocumentKey, LegalDocuments } from "@/content/legal/types.ts";

// One chunk per language: a reader downloads only the texts of the language they read.
const loaders: Record<UiLanguage, () => Promise<{ legal: LegalDocuments }>> = {
  fr: () => import("@/content/legal/fr.ts"),
  en: () => import("@/content/legal/en.ts"),
  es: () => import("@/content/legal/es.ts"),
  de: () => import("@/content/legal/de.ts"),
};

export async function loadLegalDocument(lang: string, key: LegalDocumentKey): Promise<LegalDocument> {
  const { legal } = await loaders[isUiLanguage(lang) ? lang : DEFAULT_LANGUAGE]();
  return legal[key];
}
