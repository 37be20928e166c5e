import { gameIdSchema } from "./games.ts";
import { DEFAULT_LANGUAGE, UI_LANGUAGES } from "./languages.ts";
import { z } from "./zod.ts";

/**
 * An organizer's CSV export (registrations, sides, chrono): written in the page's language (its
 * headers, its values, its separator). Times are the field's clock, the game's own zone.
 */
export const csvExportSchema = gameIdSchema.extend({
  lang: z.enum(UI_LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type CsvExportInput = z.input<typeof csvExportSchema>;
export type CsvExportOptions = z.output<typeof csvExportSchema>;
