import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ModerationPage } from "@/features/moderation/moderation-page.tsx";
import { queueQuery } from "@/features/moderation/moderation-queries.ts";
import { queueSearchSchema } from "@/features/moderation/moderation-search.ts";
import { requireModerator } from "@/features/moderation/require-moderator.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/")({
  validateSearch: queueSearchSchema,
  beforeLoad: ({ context, params, preload }) => requireModerator({ session: context.session, lang: params.lang, preload }),
  loaderDeps: ({ search }) => ({ kind: search.kind, state: search.state, page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(queueQuery(context.trpc, deps)),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Modération`),
      description: match.context.i18n._(msg`Les signalements des joueurs, à traiter par les modérateurs.`),
    }),
  component: ModerationPage,
});
