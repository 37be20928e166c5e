import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "@/features/settings/settings-page.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/settings")({
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Paramètres du compte`),
      description: match.context.i18n._(msg`Vos appareils connectés et les réglages de votre compte Escouade.`),
    }),
  component: SettingsPage,
});
