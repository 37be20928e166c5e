import { TZDate } from "@date-fns/tz";
import { z } from "./zod.ts";
import { addDaysOnClock } from "./wall-clock.ts";
import { serialIdSchema } from "./validation.ts";

/**
 * A game repeated (docs/product.md §3): every week, every two weeks, or every month on the same
 * weekday of the month (the second Sunday, the last Saturday), up to 12 dates in all. Each date is
 * a game of its own, linked to its series, at the same wall-clock time on the field's clock.
 */
export const REPEAT_EVERY = ["week", "two_weeks", "month"] as const;
export type RepeatEvery = (typeof REPEAT_EVERY)[number];
export const MIN_SERIES_DATES = 2;
export const MAX_SERIES_DATES = 12;

export const repeatSchema = z.object({
  every: z.enum(REPEAT_EVERY),
  /** How many dates in all, the first included. */
  count: z.number().int().min(MIN_SERIES_DATES).max(MAX_SERIES_DATES),
});
export type Repeat = z.output<typeof repeatSchema>;

/** Which weekday of its month a day is: 1 to 4, or -1 for a fifth one, read as "the last". */
export function weekOfMonth(moment: Date, timeZone: string): { nth: 1 | 2 | 3 | 4 | -1; weekday: number } {
  const local = new TZDate(moment.getTime(), timeZone);
  const nth = Math.ceil(local.getDate() / 7);
  return { nth: nth > 4 ? -1 : (nth as 1 | 2 | 3 | 4), weekday: local.getDay() };
}

/** The day of month of the `nth` (or last, -1) `weekday` of a month. */
function nthWeekdayDay(year: number, month: number, nth: number, weekday: number): number {
  if (nth === -1) {
    const lastDay = new Date(Date.UTC(year, month + 1, 0));
    return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (nth - 1) * 7;
}

/** `moment`'s wall-clock time `monthsLater` months on, on the same weekday of the month. */
function sameWeekdayOfMonth(moment: Date, monthsLater: number, timeZone: string, nth: number, weekday: number): Date {
  const local = new TZDate(moment.getTime(), timeZone);
  const first = new Date(Date.UTC(local.getFullYear(), local.getMonth() + monthsLater, 1));
  const day = nthWeekdayDay(first.getUTCFullYear(), first.getUTCMonth(), nth, weekday);
  const at = new TZDate(first.getUTCFullYear(), first.getUTCMonth(), day, local.getHours(), local.getMinutes(), timeZone);
  return new Date(at.getTime());
}

/**
 * The dates of a series, the first one as given: each start at the same time on the field's
 * clock (09:00 stays 09:00 across a clock change), each end as long after it on that clock.
 */
export function seriesDates(first: { startsAt: Date; endsAt: Date }, timeZone: string, repeat: Repeat): { startsAt: Date; endsAt: Date }[] {
  const startDay = new TZDate(first.startsAt.getTime(), timeZone);
  const endDay = new TZDate(first.endsAt.getTime(), timeZone);
  // Whole days between start and end on the clock (a night game ends the next morning).
  const spanDays = Math.round(
    (Date.UTC(endDay.getFullYear(), endDay.getMonth(), endDay.getDate()) - Date.UTC(startDay.getFullYear(), startDay.getMonth(), startDay.getDate())) /
      86_400_000,
  );
  const { nth, weekday } = weekOfMonth(first.startsAt, timeZone);
  return Array.from({ length: repeat.count }, (_, index) => {
    if (index === 0) return first;
    if (repeat.every !== "month") {
      const days = index * (repeat.every === "week" ? 7 : 14);
      return { startsAt: addDaysOnClock(first.startsAt, days, timeZone), endsAt: addDaysOnClock(first.endsAt, days, timeZone) };
    }
    const startsAt = sameWeekdayOfMonth(first.startsAt, index, timeZone, nth, weekday);
    const startLocal = new TZDate(startsAt.getTime(), timeZone);
    const endsAt = new TZDate(
      startLocal.getFullYear(),
      startLocal.getMonth(),
      startLocal.getDate() + spanDays,
      endDay.getHours(),
      endDay.getMinutes(),
      timeZone,
    );
    return { startsAt, endsAt: new Date(endsAt.getTime()) };
  });
}

export const seriesIdSchema = z.object({ seriesId: serialIdSchema });
export const followSeriesSchema = seriesIdSchema.extend({ follow: z.boolean() });
