/**
 * Dates as each language writes them, with the browser's own Intl data: no date library and no
 * other language's data on the first screen. Formatters are built once per language and style.
 */

const STYLES = {
  /** "sam. 6 déc. · 09:00": a game in the coming weeks. */
  dayTime: { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
  /** "sam. 6 déc. 2026 · 09:00": a game in a search, maybe next year. */
  dayYearTime: { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
  /** "sam. 6 déc. 2026": a game in a list of past and coming ones. */
  dayYear: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  /** "6 déc. 2026 · 09:00": when something was posted or reported. */
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
  /** "6 déc. 2026". */
  shortDate: { day: "numeric", month: "short", year: "numeric" },
  /** "6 décembre 2026", "6. Dezember 2026", "6 de diciembre de 2026". */
  longDate: { dateStyle: "long" },
  /** "décembre 2026", "diciembre de 2026": a member since. */
  monthYear: { month: "long", year: "numeric" },
  /** "dimanche", "Sunday": a weekday named alone (the 2nd Sunday of each month). */
  weekday: { weekday: "long" },
  /** "09:05": a message of the day it is written under. */
  time: { hour: "2-digit", minute: "2-digit" },
  /** A game's start and end, written as one range by formatSchedule. */
  schedule: { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** English as written in Europe, where the players are: day before month, 24-hour clock. */
function intlLocale(lang: string) {
  return lang === "en" ? "en-GB" : lang;
}

function formatterFor(lang: string, style: DateStyle, timeZone?: string) {
  const key = `${lang}:${style}:${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(intlLocale(lang), { ...STYLES[style], timeZone })));
  return formatter;
}

/**
 * The date as the language writes it; with a time, the date part, a middle dot, then the time.
 * In the device's time zone, or the one given (a game's own: decision 036).
 */
export function formatDate(date: Date, lang: string, style: DateStyle, timeZone?: string): string {
  const parts = formatterFor(lang, style, timeZone).formatToParts(date);
  const timeStart = parts.findIndex((part) => part.type === "hour");
  if (timeStart <= 0) return parts.map((part) => part.value).join("");
  const datePart = parts
    .slice(0, timeStart)
    .map((part) => part.value)
    .join("")
    .replace(/[\s,]+(à|um|a las|at)?\s*$/u, "")
    .trim();
  const timePart = parts
    .slice(timeStart)
    .map((part) => part.value)
    .join("")
    .trim();
  return `${datePart} · ${timePart}`;
}

/**
 * A game's start and end as one range, by the language's own rules: "samedi 28 novembre 2026,
 * 08:00 – 16:00", "Samstag, 28. November 2026, 08:00–16:00 Uhr", and both days when it ends on another;
 * in the device's time zone, or the one given (a game's own: decision 036).
 */
export function formatSchedule(start: Date, end: Date, lang: string, timeZone?: string): string {
  // ICU 74+ sets the range's dash between thin spaces, older ICU between plain ones: the server's
  // Node and a phone's browser must write the same, or the browser would not adopt the page.
  return formatterFor(lang, "schedule", timeZone)
    .formatRange(start, end)
    .replace(/\u2009/g, " ");
}

/** "08:00 – 16:00": a game's hours alone, for a reader who already has its day. */
export function formatTimeRange(start: Date, end: Date, lang: string, timeZone?: string): string {
  return formatterFor(lang, "time", timeZone)
    .formatRange(start, end)
    .replace(/\u2009/g, " ");
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
const JUST_NOW_SECONDS = 10;

function justNow(lang: string) {
  return new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: "auto" }).format(0, "second");
}

/** "il y a 5 minutes", "3 days ago": how long ago (or until) `date`, in its largest whole unit. */
export function formatRelativeToNow(date: Date, lang: string, now = Date.now()): string {
  let formatter = relativeFormatters.get(lang);
  if (!formatter) relativeFormatters.set(lang, (formatter = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: "always" })));
  let amount = (date.getTime() - now) / 1000;
  // A message just written is "maintenant" ("now", "ahora", "jetzt"), not "il y a 0 seconde".
  if (Math.abs(amount) < JUST_NOW_SECONDS) return justNow(lang);
  const whole = (value: number) => Math.trunc(value) || -0;
  for (const [unit, perNext] of UNITS) {
    if (Math.abs(amount) < perNext) return formatter.format(whole(amount), unit);
    amount /= perNext;
  }
  return formatter.format(whole(amount), "year");
}

const dayFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * A day heading in a conversation: "Aujourd'hui", "Hier" (as each language says them), then the
 * long date ("6 décembre 2026").
 */
export function formatDayHeading(date: Date, lang: string, now = new Date()): string {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(date) - startOf(now)) / 86_400_000);
  if (days === 0 || days === -1) {
    let formatter = dayFormatters.get(lang);
    if (!formatter) dayFormatters.set(lang, (formatter = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: "auto" })));
    const word = formatter.format(days, "day");
    return word.charAt(0).toLocaleUpperCase(intlLocale(lang)) + word.slice(1);
  }
  return formatDate(date, lang, "longDate");
}
