import type { GlossaryEntry } from "@/content/glossary/glossary-entry.ts";
import { collatorOf } from "@/lib/intl-formats.ts";

/** Lower case without accents, so "medic" finds "Médic" and "equipe" finds "équipe". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}

/**
 * Entries whose term or definition contains the query, terms that match first; both groups in
 * the language's alphabetical order. An empty query lists everything.
 */
export function searchGlossary(entries: readonly GlossaryEntry[], query: string, locale: string): GlossaryEntry[] {
  const collator = collatorOf(locale, { sensitivity: "base" });
  const sorted = [...entries].sort((a, b) => collator.compare(a.term, b.term));
  const needle = foldForSearch(query.trim());
  if (!needle) return sorted;
  const byTerm = sorted.filter((entry) => foldForSearch(entry.term).includes(needle));
  const byDefinition = sorted.filter((entry) => !byTerm.includes(entry) && foldForSearch(entry.definition).includes(needle));
  return [...byTerm, ...byDefinition];
}
