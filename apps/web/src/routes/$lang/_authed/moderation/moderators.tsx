import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ModeratorsPage } from "@/features/moderation/moderators-page.tsx";
import { requireAdmin } from "@/features/moderation/require-moderator.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/moderators")({
  beforeLoad: ({ context, params, preload }) => requireAdmin({ session: context.session, lang: params.lang, preload }),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Modérateurs`),
      description: match.context.i18n._(msg`Nommer ou retirer les modérateurs d'Escouade.`),
    }),
  component: ModeratorsPage,
});
