/** The day-before reminder of a game to its confirmed players (issue 17). */
export { REMINDER_AHEAD_MS, gameReminderSweepHandler, gameReminderSweepQueue, sweepGameReminders, type ReminderDeps } from "./reminders.ts";
