import type { UiLanguage } from "@escouade/contracts/languages";
import type { GlossaryEntry } from "./glossary-entry.ts";

// Long-form text stays out of the Lingui catalogs: each language is its own chunk, loaded alone.
const loaders: Record<UiLanguage, () => Promise<{ glossary: readonly GlossaryEntry[] }>> = {
  fr: () => import("./fr.ts"),
  en: () => import("./en.ts"),
  es: () => import("./es.ts"),
  de: () => import("./de.ts"),
};

export async function loadGlossary(lang: UiLanguage): Promise<readonly GlossaryEntry[]> {
  return (await loaders[lang]()).glossary;
}
