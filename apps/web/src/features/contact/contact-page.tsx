import { Trans, useLingui } from "@lingui/react/macro";
import { usePageMeta } from "@/lib/page-meta.ts";
import { ContactForm } from "./contact-form.tsx";

export function ContactPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Nous contacter`,
    description: t`Une question, un problème de compte, un bug ? Écrivez à l'équipe Escouade, nous vous répondons par e-mail.`,
  });
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Trans>Nous contacter</Trans>
        </h1>
        <p className="max-w-[68ch] text-muted-foreground">
          <Trans>Une question, un souci avec votre compte ou une partie, un bug ? Écrivez-nous, nous vous répondrons par e-mail.</Trans>
        </p>
      </header>
      <ContactForm />
    </div>
  );
}
