import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { AuditLogPage } from "@/features/moderation/audit-log-page.tsx";
import { auditLogQuery } from "@/features/moderation/moderation-queries.ts";
import { auditSearchSchema } from "@/features/moderation/moderation-search.ts";
import { requireAdmin } from "@/features/moderation/require-moderator.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/log")({
  validateSearch: auditSearchSchema,
  beforeLoad: ({ context, params, preload }) => requireAdmin({ session: context.session, lang: params.lang, preload }),
  loaderDeps: ({ search }) => ({ page: search.page, moderatorId: search.moderatorId, targetUserId: search.targetUserId }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditLogQuery(context.trpc, deps)),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Journal de modération`),
      description: match.context.i18n._(msg`Les actions des modérateurs et des administrateurs.`),
    }),
  component: AuditLogPage,
});
