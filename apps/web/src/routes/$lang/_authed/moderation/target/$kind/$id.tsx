import { msg } from "@lingui/core/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { ModerationTargetPage } from "@/features/moderation/moderation-target-page.tsx";
import { targetQuery } from "@/features/moderation/moderation-queries.ts";
import { isTargetKind } from "@/features/moderation/moderation-search.ts";
import { requireModerator } from "@/features/moderation/require-moderator.ts";
import { loadOrNotFound } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/target/$kind/$id")({
  beforeLoad: ({ context, params, preload }) => requireModerator({ session: context.session, lang: params.lang, preload }),
  loader: ({ context, params }) => {
    if (!isTargetKind(params.kind)) throw notFound();
    return loadOrNotFound(context.queryClient.ensureQueryData(targetQuery(context.trpc, params.kind, params.id)));
  },
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Modération`),
      description: match.context.i18n._(msg`Un contenu signalé et les décisions possibles.`),
    }),
  component: ModerationTargetPage,
});
