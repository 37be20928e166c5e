import { z } from "./zod.ts";
import { shareTokenSchema } from "./games.ts";
import { textIdSchema } from "./teams.ts";
import { bigSerialIdSchema, serialIdSchema, VALIDATION } from "./validation.ts";

/**
 * Reports for the moderators (docs/product.md §8): a player, a game, a team, a message, a
 * team's news post, a shop, a review of a place or a place's news, each from where it shows, all in one table.
 */
export const REPORT_TARGET_KINDS = ["player", "game", "team", "message", "team_post", "shop", "place_review", "place_news"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why, in the words of the reporter's list; "other" asks for details. */
export const REPORT_REASONS = ["harassment", "hate", "spam", "scam", "violence", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATES = ["open", "dismissed", "actioned"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_VALIDATION = { detailsRequired: "report_details_required", reasonRequired: "report_reason_required" } as const;

/** The reason and what the reporter adds; details are required when the reason is "other". */
export const reportFieldsSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_VALIDATION.reasonRequired),
    details: z.string(VALIDATION.required).trim().max(REPORT_DETAILS_MAX, VALIDATION.tooLong).default(""),
  })
  .refine((report) => report.reason !== "other" || report.details.length > 0, { path: ["details"], message: REPORT_VALIDATION.detailsRequired });
export type ReportFieldsInput = z.input<typeof reportFieldsSchema>;

/**
 * What is reported, by kind, each id checked against its column: messages are `bigint`, games,
 * shops and news posts `integer` (past it is a 400, not a failed query), players and teams text
 * ids. A private game's link token lets whoever opened the game by its link report it too.
 */
export const reportTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("player"), id: textIdSchema }),
  z.object({ kind: z.literal("game"), id: serialIdSchema, shareToken: shareTokenSchema }),
  z.object({ kind: z.literal("team"), id: textIdSchema }),
  z.object({ kind: z.literal("message"), id: bigSerialIdSchema }),
  z.object({ kind: z.literal("team_post"), id: serialIdSchema }),
  z.object({ kind: z.literal("shop"), id: serialIdSchema }),
  z.object({ kind: z.literal("place_review"), id: serialIdSchema }),
  z.object({ kind: z.literal("place_news"), id: serialIdSchema }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const reportSchema = z.object({ target: reportTargetSchema }).and(reportFieldsSchema);
export type ReportInput = z.input<typeof reportSchema>;

export const MY_REPORTS_PAGE_DEFAULT = 20;
export const MY_REPORTS_PAGE_MAX = 50;

/** The reporter's own reports, newest first: `cursor` is the last report's id. */
export const myReportsPageSchema = z.object({
  cursor: bigSerialIdSchema.optional(),
  limit: z.number().int().min(1).max(MY_REPORTS_PAGE_MAX).default(MY_REPORTS_PAGE_DEFAULT),
});
