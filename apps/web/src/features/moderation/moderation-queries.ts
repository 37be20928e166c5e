import type { ReportTargetKind } from "@escouade/contracts/reports";
import type { AppTrpc } from "@/lib/trpc.ts";
import type { AuditSearch, QueueSearch } from "./moderation-search.ts";

export const QUEUE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 30;

export const queueQuery = (trpc: AppTrpc, search: QueueSearch) =>
  trpc.moderation.getQueue.queryOptions({ kind: search.kind, state: search.state ?? "open", page: search.page ?? 0, limit: QUEUE_PAGE_SIZE });

export const targetQuery = (trpc: AppTrpc, kind: ReportTargetKind, id: string) => trpc.moderation.getTarget.queryOptions({ kind, id });

export const auditLogQuery = (trpc: AppTrpc, search: AuditSearch) =>
  trpc.moderation.getAuditLog.queryOptions({
    moderatorId: search.moderatorId,
    targetUserId: search.targetUserId,
    page: search.page ?? 0,
    limit: AUDIT_PAGE_SIZE,
  });

export const failedJobsQuery = (trpc: AppTrpc) => trpc.moderation.getFailedJobs.queryOptions();
