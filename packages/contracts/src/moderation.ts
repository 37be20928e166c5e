import { z } from "./zod.ts";
import { REPORT_STATES, REPORT_TARGET_KINDS, type ReportReason, type ReportState, type ReportTargetKind } from "./reports.ts";
import { VALIDATION } from "./validation.ts";

/**
 * What moderators do (docs/product.md §8), as written to the audit log. Every action has a row:
 * decisions on reports, warnings, removals, suspensions and bans, and the role changes admins make.
 */
export const MODERATION_ACTIONS = [
  "dismiss",
  "warn",
  "remove",
  "suspend",
  "ban",
  "lift",
  "grant_moderator",
  "revoke_moderator",
  "claim_accepted",
  "claim_refused",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The suspension lengths a moderator picks from, in days; a ban has no end. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

export const MODERATION_REASON_MAX = 1000;

const targetKind = z.enum(REPORT_TARGET_KINDS);
/** A report's target id as the report table keeps it: a number for most kinds, a uuid for players and teams. */
const targetId = z.string().trim().min(1).max(100);
const userId = z.string().min(1).max(100);
const reason = z.string(VALIDATION.required).trim().max(MODERATION_REASON_MAX, VALIDATION.tooLong);
const requiredReason = reason.min(1, VALIDATION.required);

export const MODERATION_PAGE_MAX = 50;

/** The queue: reports grouped by target, oldest first; open ones unless asked otherwise. */
export const moderationQueueSchema = z
  .object({
    kind: targetKind.optional(),
    state: z.enum(REPORT_STATES).default("open"),
    page: z.number().int().min(0).max(10_000).default(0),
    limit: z.number().int().min(1).max(MODERATION_PAGE_MAX).default(20),
  })
  .default({ state: "open", page: 0, limit: 20 });
export type ModerationQueueInput = z.input<typeof moderationQueueSchema>;

export const moderationTargetSchema = z.object({ kind: targetKind, id: targetId });
export type ModerationTargetInput = z.infer<typeof moderationTargetSchema>;

export const dismissReportsSchema = moderationTargetSchema.extend({ reason: reason.default("") });
export const warnSchema = moderationTargetSchema.extend({ reason: requiredReason });
export const removeContentSchema = moderationTargetSchema.extend({ reason: requiredReason });
export const suspendSchema = z.object({
  userId,
  days: z.literal(SUSPENSION_DAYS),
  reason: requiredReason,
  /** The reported target the suspension answers, whose open reports it closes. */
  target: moderationTargetSchema.optional(),
});
export const banSchema = z.object({ userId, reason: requiredReason, target: moderationTargetSchema.optional() });
export const liftSchema = z.object({ userId, reason: reason.default("") });
/** By id, or by username (the admins' form names a player as everyone sees them). */
export const setModeratorSchema = z
  .object({ userId: userId.optional(), username: z.string().trim().min(1).max(100).optional(), moderator: z.boolean() })
  .refine((input) => input.userId !== undefined || input.username !== undefined, { path: ["username"], message: VALIDATION.required });
export const auditLogSchema = z
  .object({
    moderatorId: userId.optional(),
    targetUserId: userId.optional(),
    page: z.number().int().min(0).max(10_000).default(0),
    limit: z.number().int().min(1).max(MODERATION_PAGE_MAX).default(20),
  })
  .default({ page: 0, limit: 20 });

/** A player's standing, shown next to everything reported about them. */
export interface ModerationRecord {
  userId: string;
  username: string | null;
  role: string | null;
  warnings: number;
  suspensions: number;
  bans: number;
  /** Reports on their content or on them, all states. */
  reports: number;
  banned: boolean;
  /** The end of a current suspension; null for a ban or when not banned. */
  banExpires: Date | null;
  banReason: string | null;
}

export interface ModerationQueueItem {
  kind: ReportTargetKind;
  id: string;
  count: number;
  reasons: ReportReason[];
  firstReportedAt: Date;
  lastReportedAt: Date;
  author: ModerationRecord | null;
}

export interface ModerationQueuePage {
  items: ModerationQueueItem[];
  total: number;
}

/** One message of a reported message's context. */
export interface ModerationContextMessage {
  id: number;
  senderId: string | null;
  senderName: string | null;
  body: string;
  createdAt: Date;
  removed: boolean;
  /** The reported one. */
  reported: boolean;
}

/** The reported thing as the moderator sees it; `removedAt` when already removed. */
export type ModerationContent =
  | { kind: "player"; username: string; bio: string; avatar: number | null; bannerKey: string | null }
  | { kind: "game"; title: string; description: string; organizerName: string | null; startsAt: Date; timeZone: string; city: string }
  | { kind: "team"; name: string; slug: string; description: string }
  | { kind: "team_post"; text: string; teamName: string; teamSlug: string }
  | { kind: "place_review"; rating: number; comment: string; answer: string | null; shopId: number; shopName: string }
  | { kind: "place_news"; text: string; shopId: number; shopName: string }
  | { kind: "shop"; name: string; type: string; city: string; website: string; description: string; status: string }
  | { kind: "message"; conversationId: number; messages: ModerationContextMessage[] };

export interface ModerationTargetView {
  kind: ReportTargetKind;
  id: string;
  /** Null when the content no longer exists. */
  content: ModerationContent | null;
  removedAt: Date | null;
  removedReason: string | null;
  reports: { id: number; reporterId: string; reason: ReportReason; details: string; state: ReportState; createdAt: Date }[];
  author: ModerationRecord | null;
}

export interface AuditLogEntry {
  id: number;
  action: ModerationAction;
  moderator: { id: string; username: string | null } | null;
  targetUser: { id: string; username: string | null } | null;
  targetKind: ReportTargetKind | null;
  targetId: string | null;
  reason: string;
  endsAt: Date | null;
  createdAt: Date;
}

/** At most this many messages on each side of a reported one: context, never the whole conversation. */
export const MESSAGE_CONTEXT_AROUND = 3;

/** How many failed background jobs the admins' list shows, newest first. */
export const FAILED_JOBS_SHOWN = 100;

/** A background job (an e-mail, a push, a sweep) that failed its last attempt: for admins (docs/decisions/033). */
export interface FailedJob {
  id: string;
  /** Its queue: `notification-email`, `push`, `team-invitation-email` or a sweep's. */
  queue: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
  /** The last attempt's error, as the code threw it (not translated: it is for whoever runs the server). */
  error: string | null;
}
