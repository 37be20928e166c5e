import type { UiLanguage } from "@escouade/contracts/languages";
import type { PowerClass } from "@escouade/contracts/power";

/**
 * The list separator a spreadsheet expects in the organizer's language. Excel splits a CSV on the
 * list separator of the system's locale: in French, German and Spanish the comma is the decimal
 * separator, so the list separator is ";" and a comma-separated file opens as one column. In
 * English the comma is the list separator.
 */
const SEPARATORS: Record<UiLanguage, string> = { fr: ";", de: ";", es: ";", en: "," };

/**
 * RFC 4180 CSV in the organizer's language's dialect: its separator, cells holding it, a quote or
 * a line break quoted. A BOM starts the file in every language: without it Excel on Windows reads
 * UTF-8 as the system's code page and garbles accented names ("LÃ©a").
 *
 * Cells that would start a formula are neutralised with a leading apostrophe (CSV injection: a
 * player could name their replica "=HYPERLINK(...)"). That includes `+`: an E.164 phone number
 * is written `'+33612345678`, kept as text, so Excel neither evaluates it nor turns it into the
 * number 33612345678 (shown 3,36E+10); the apostrophe is the price of a number kept whole.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[], lang: UiLanguage): string {
  const separator = SEPARATORS[lang];
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return safe.includes(separator) || /["\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(separator)).join("\r\n")}\r\n`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the organizer reads it, in their time zone, in a form their spreadsheet takes for
 * a date and time: `27/11/2026 14:26` in French and Spanish, `27.11.2026 14:26` in German,
 * `2026-11-27 14:26` in English. No moment, an empty cell.
 */
export function csvDateTime(moment: Date | null, lang: UiLanguage, timeZone: string): string {
  if (!moment) return "";
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
  const time = `${part.hour}:${part.minute}`;
  if (lang === "en") return `${part.year}-${part.month}-${part.day} ${time}`;
  return `${part.day}${lang === "de" ? "." : "/"}${part.month}${lang === "de" ? "." : "/"}${part.year} ${time}`;
}

/** A decimal number with the language's decimal separator: `0,20` in French, German and Spanish, `0.20` in English. */
export function csvDecimal(value: number, digits: number, lang: UiLanguage): string {
  const fixed = value.toFixed(digits);
  return lang === "en" ? fixed : fixed.replace(".", ",");
}

export const YES_NO: Record<UiLanguage, { yes: string; no: string }> = {
  fr: { yes: "Oui", no: "Non" },
  en: { yes: "Yes", no: "No" },
  es: { yes: "Sí", no: "No" },
  de: { yes: "Ja", no: "Nein" },
};

export function csvYesNo(value: boolean, lang: UiLanguage): string {
  return value ? YES_NO[lang].yes : YES_NO[lang].no;
}

/** Replica classes, as the registrations and chrono exports name them. */
export const POWER_CLASS_WORDS: Record<UiLanguage, Record<PowerClass, string>> = {
  fr: { aeg: "AEG", dmr: "DMR", semi: "Semi-automatique", auto: "Automatique" },
  en: { aeg: "AEG", dmr: "DMR", semi: "Semi-auto", auto: "Full auto" },
  es: { aeg: "AEG", dmr: "DMR", semi: "Semiautomática", auto: "Automática" },
  de: { aeg: "AEG", dmr: "DMR", semi: "Halbautomatisch", auto: "Vollautomatisch" },
};
