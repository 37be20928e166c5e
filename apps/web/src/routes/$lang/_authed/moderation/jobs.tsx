import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { FailedJobsPage } from "@/features/moderation/failed-jobs-page.tsx";
import { failedJobsQuery } from "@/features/moderation/moderation-queries.ts";
import { requireAdmin } from "@/features/moderation/require-moderator.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/jobs")({
  beforeLoad: ({ context, params, preload }) => requireAdmin({ session: context.session, lang: params.lang, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(failedJobsQuery(context.trpc)),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Tâches en échec`),
      description: match.context.i18n._(msg`Les e-mails, notifications et tâches de fond qui n'ont pas pu aboutir.`),
    }),
  component: FailedJobsPage,
});
