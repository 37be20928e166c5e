import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "@/features/contact/contact-page.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/contact")({
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Nous contacter`),
      description: match.context.i18n._(msg`Une question, un problème de compte, un bug ? Écrivez à l'équipe Escouade, nous vous répondons par e-mail.`),
    }),
  component: ContactPage,
});
