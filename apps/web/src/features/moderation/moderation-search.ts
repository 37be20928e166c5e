import type { REPORT_STATES, REPORT_TARGET_KINDS, ReportState, ReportTargetKind } from "@escouade/contracts/reports";

/*
 * The queue's filters live in the URL (?kind=&state=&page=), checked by hand: the route tree is
 * on the first screen's path and must not bring zod along (see friends-search.ts).
 */

/** contracts' lists, restated for the reason above; their types keep them identical. */
export const KINDS: typeof REPORT_TARGET_KINDS = ["player", "game", "team", "message", "team_post", "shop"];
export const STATES: typeof REPORT_STATES = ["open", "dismissed", "actioned"];

export interface QueueSearch {
  kind?: ReportTargetKind;
  /** Absent means "open". */
  state?: Exclude<ReportState, "open">;
  page?: number;
}

export function validateQueueSearch(search: Record<string, unknown>): QueueSearch {
  const kind = KINDS.find((k) => k === search.kind);
  const state = STATES.find((s) => s === search.state && s !== "open") as QueueSearch["state"];
  const page = typeof search.page === "number" && Number.isInteger(search.page) && search.page > 0 && search.page < 10_000 ? search.page : undefined;
  return { ...(kind ? { kind } : {}), ...(state ? { state } : {}), ...(page ? { page } : {}) };
}

export interface AuditSearch {
  page?: number;
  moderatorId?: string;
  targetUserId?: string;
}

const idOf = (value: unknown) => (typeof value === "string" && /^[\w-]{1,100}$/.test(value) ? value : undefined);

export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = typeof search.page === "number" && Number.isInteger(search.page) && search.page > 0 && search.page < 10_000 ? search.page : undefined;
  const moderatorId = idOf(search.moderatorId);
  const targetUserId = idOf(search.targetUserId);
  return { ...(page ? { page } : {}), ...(moderatorId ? { moderatorId } : {}), ...(targetUserId ? { targetUserId } : {}) };
}

export function isTargetKind(value: string): value is ReportTargetKind {
  return (KINDS as readonly string[]).includes(value);
}
