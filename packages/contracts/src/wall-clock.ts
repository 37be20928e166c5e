import { TZDate } from "@date-fns/tz";

/**
 * A game's times as the clock at its place reads them (docs/product.md §4): what the organizer
 * types in the form, and where the game's day begins. The zone comes from `venueTimeZone`.
 */

/** Midnight that begins the day of `moment` in `timeZone` (23 or 25 hours from the next on a clock change). */
export function startOfDayIn(moment: Date, timeZone: string): Date {
  const local = new TZDate(moment.getTime(), timeZone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), timeZone).getTime());
}

/**
 * The wall-clock time `2026-03-14T09:00` (what `<input type="datetime-local">` speaks) as a moment
 * in `timeZone`. A time skipped by a clock change moves forward, as clocks do.
 */
export function wallTimeToDate(wallTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  // The 31st of February or 25:00 is no time at all, not the next day's.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || month > 12 || hours > 23 || minutes > 59) return null;
  const moment = new TZDate(year, month - 1, day, hours, minutes, timeZone);
  return Number.isNaN(moment.getTime()) ? null : new Date(moment.getTime());
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as the wall-clock time of `timeZone`, in `datetime-local`'s form (`2026-03-14T09:00`). */
export function dateToWallTime(moment: Date, timeZone: string): string {
  const local = new TZDate(moment.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** `days` later on the field's clock: 09:00 stays 09:00 across a change to summer time. */
export function addDaysOnClock(moment: Date, days: number, timeZone: string): Date {
  const local = new TZDate(moment.getTime(), timeZone);
  const later = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, local.getHours(), local.getMinutes(), timeZone);
  return new Date(later.getTime());
}
