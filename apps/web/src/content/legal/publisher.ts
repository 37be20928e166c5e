/**
 * The publisher's details the legal notice needs (French LCEN art. 6): a deployment supplies them
 * as VITE_PUBLISHER_* variables at build time, so filling them in never means editing the texts.
 * The texts carry `{field}` tokens where each goes.
 */
export const PUBLISHER_FIELDS = ["name", "legalForm", "capital", "address", "registryCity", "registrationNumber", "vatNumber", "director", "host"] as const;
export type PublisherField = (typeof PUBLISHER_FIELDS)[number];
export type Publisher = Partial<Record<PublisherField, string>>;

/** A piece of a legal paragraph: plain text, a publisher detail, or a detail still to be supplied. */
export type LegalSegment = { text: string } | { field: PublisherField; value: string } | { field: PublisherField; missing: true };

const TOKEN = /\{(\w+)\}/g;

/** Splits a paragraph around its `{field}` tokens and fills each from the publisher's details. */
export function fillPublisher(text: string, publisher: Publisher): LegalSegment[] {
  const segments: LegalSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const field = match[1] as PublisherField;
    if (!PUBLISHER_FIELDS.includes(field)) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    const value = publisher[field]?.trim();
    segments.push(value ? { field, value } : { field, missing: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The details a deployment did not supply (the build warns about them). */
export function missingPublisherFields(publisher: Publisher): PublisherField[] {
  return PUBLISHER_FIELDS.filter((field) => !publisher[field]?.trim());
}

/** The variable a detail is read from: `VITE_PUBLISHER_LEGAL_FORM` for `legalForm`. */
export function publisherEnvName(field: PublisherField): string {
  return `VITE_PUBLISHER_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** Reads the VITE_PUBLISHER_* variables. */
export function publisherFromEnv(env: Record<string, string | undefined>): Publisher {
  return Object.fromEntries(PUBLISHER_FIELDS.map((field) => [field, env[publisherEnvName(field)]?.trim() || undefined]));
}
