/**
 * Long legal texts live here, one module per language, rather than in the Lingui catalogs:
 * they are read as documents, translated as documents, and only the reader's language is loaded.
 */

/** A string is a paragraph; an array of strings is a bulleted list. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  heading: string;
  paragraphs: readonly LegalBlock[];
}

/** The two dates the documents were last changed (docs/product.md §7). */
export type LegalUpdateDate = "2025-06-15" | "2025-07-08";

export interface LegalDocument {
  title: string;
  /** For search engines and link previews. */
  description: string;
  updatedAt: LegalUpdateDate;
  sections: readonly LegalSection[];
}

export interface LegalDocuments {
  termsOfUse: LegalDocument;
  termsOfSale: LegalDocument;
  privacyPolicy: LegalDocument;
  cookiesPolicy: LegalDocument;
  legalNotice: LegalDocument;
}

export type LegalDocumentKey = keyof LegalDocuments;
