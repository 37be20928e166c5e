import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PartnerPage } from "@/features/contact/partner-page.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/partner/")({
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Devenir partenaire`),
      description: match.context.i18n._(
        msg`Boutiques, terrains et associations d'airsoft : rejoignez Escouade pour apparaître sur la carte et publier vos parties. Gratuit.`,
      ),
    }),
  component: PartnerPage,
});
