import { Trans } from "@lingui/react/macro";
import { ContactForm } from "./contact-form.tsx";

export function ContactPage() {
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
