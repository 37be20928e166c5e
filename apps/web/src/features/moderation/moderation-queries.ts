import type { ReportTargetKind } from "@escouade/contracts/reports";
import { trpc } from "@/lib/trpc.ts";
import type { AuditSearch, QueueSearch } from "./moderation-search.ts";

export const QUEUE_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 30;

export const queueQuery = (search: QueueSearch) =>
  trpc.moderation.getQueue.queryOptions({ kind: search.kind, state: search.state ?? "open", page: search.page ?? 0, limit: QUEUE_PAGE_SIZE });

export const targetQuery = (kind: ReportTargetKind, id: string) => trpc.moderation.getTarget.queryOptions({ kind, id });

export const auditLogQuery = (search: AuditSearch) =>
  trpc.moderation.getAuditLog.queryOptions({ moderatorId: search.moderatorId, targetUserId: search.targetUserId, page: search.page ?? 0, limit: AUDIT_PAGE_SIZE });
