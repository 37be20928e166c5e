import type { REPORT_STATES, REPORT_TARGET_KINDS, ReportState, ReportTargetKind } from "@escouade/contracts/reports";
import * as z from "zod/mini";
import { orAbsent, searchChoice } from "@/domain/search/search-params.ts";

/*
 * The queue's filters live in the URL (?kind=&state=&page=), checked with zod's mini build: the
 * route tree is on the first screen's path and must not bring full zod along (see friends-search.ts).
 */

/** contracts' lists, restated for the reason above; their types keep them identical. */
export const KINDS: typeof REPORT_TARGET_KINDS = ["player", "game", "team", "message", "team_post", "shop", "place_review", "place_news"];
export const STATES: typeof REPORT_STATES = ["open", "dismissed", "actioned"];

const page = orAbsent(z.int().check(z.gt(0), z.lt(10_000)));
const userId = orAbsent(z.string().check(z.regex(/^[\w-]{1,100}$/)));

/** The queue's filters; an absent state means "open". */
export const queueSearchSchema = z.object({
  kind: searchChoice(KINDS),
  state: orAbsent(z.enum(["dismissed", "actioned"] as const satisfies readonly Exclude<ReportState, "open">[])),
  page,
});

export type QueueSearch = z.output<typeof queueSearchSchema>;

export const auditSearchSchema = z.object({ page, moderatorId: userId, targetUserId: userId });

export type AuditSearch = z.output<typeof auditSearchSchema>;

export function isTargetKind(value: string): value is ReportTargetKind {
  return (KINDS as readonly string[]).includes(value);
}
