import { gameIdSchema } from "./games.ts";
import { DEFAULT_LANGUAGE, UI_LANGUAGES } from "./languages.ts";
import { z } from "./zod.ts";

/** Games have no time zone of their own yet: an export without one is written in French time. */
export const DEFAULT_EXPORT_TIME_ZONE = "Europe/Paris";

/** Whether this JavaScript engine knows the IANA time zone (`Europe/Paris`, `America/Montreal`...). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * An organizer's CSV export (registrations, sides, chrono): written in the page's language (its
 * headers, its values, its separator) and with times in the organizer's time zone.
 */
export const csvExportSchema = gameIdSchema.extend({
  lang: z.enum(UI_LANGUAGES).default(DEFAULT_LANGUAGE),
  timeZone: z.string().max(64).refine(isTimeZone).default(DEFAULT_EXPORT_TIME_ZONE),
});
export type CsvExportInput = z.input<typeof csvExportSchema>;
export type CsvExportOptions = z.output<typeof csvExportSchema>;
