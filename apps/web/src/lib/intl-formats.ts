/**
 * Intl's formatters cost far more to build than to use, and are safe to share: one per language and
 * options, for the whole process. The server draws every page with them (decision 031).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const displayNames = new Map<string, Intl.DisplayNames>();

export function displayNamesOf(locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames([locale], { type })));
  return names;
}

const collators = new Map<string, Intl.Collator>();

export function collatorOf(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  const key = `${locale}|${JSON.stringify(options)}`;
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(locale, options)));
  return collator;
}
