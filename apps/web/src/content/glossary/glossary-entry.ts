/**
 * One glossary entry. `id` is the same in every language (tests check the four lists line up);
 * `term` stays the jargon word where players use it as is.
 */
export interface GlossaryEntry {
  id: string;
  term: string;
  definition: string;
}
