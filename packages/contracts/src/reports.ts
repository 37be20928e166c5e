import { z } from "zod";
import { bigSerialIdSchema, VALIDATION } from "./validation.ts";

/**
 * Reports for the moderators (SPEC §1, §6). A message is the first thing one can report (issue
 * 14); the moderation work adds players, games, teams, news posts and shops to the same table.
 */
export const REPORT_TARGET_KINDS = ["message"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why, in the words of the reporter's list; "other" asks for details. */
export const REPORT_REASONS = ["harassment", "hate", "spam", "scam", "violence", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATES = ["open", "dismissed", "actioned"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_VALIDATION = { detailsRequired: "report_details_required", reasonRequired: "report_reason_required" } as const;

const rowId = bigSerialIdSchema;

/** The reason and what the reporter adds; details are required when the reason is "other". */
export const reportFieldsSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_VALIDATION.reasonRequired),
    details: z.string(VALIDATION.required).trim().max(REPORT_DETAILS_MAX, VALIDATION.tooLong).default(""),
  })
  .refine((report) => report.reason !== "other" || report.details.length > 0, { path: ["details"], message: REPORT_VALIDATION.detailsRequired });
export type ReportFieldsInput = z.input<typeof reportFieldsSchema>;

export const reportMessageSchema = z.object({ messageId: rowId }).and(reportFieldsSchema);
export type ReportMessageInput = z.input<typeof reportMessageSchema>;
