/**
 * What moderators do (SPEC §6, issue 16), as written to the audit log. Every action has a row:
 * decisions on reports, warnings, removals, suspensions and bans, and the role changes admins make.
 */
export const MODERATION_ACTIONS = ["dismiss", "warn", "remove", "suspend", "ban", "lift", "grant_moderator", "revoke_moderator"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The suspension lengths a moderator picks from, in days; a ban has no end. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

export const MODERATION_REASON_MAX = 1000;
