/** The day-before reminder of a game to its confirmed players (docs/product.md §4). */
export { REMINDER_AHEAD_MS, gameReminderSweepHandler, gameReminderSweepQueue, sweepGameReminders, type ReminderDeps } from "./reminders.ts";
