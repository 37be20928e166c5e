import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus, Globe, MapPin, type LucideIcon } from "lucide-react";
import { PartnerForm } from "./partner-form.tsx";

const BENEFITS: ReadonlyArray<{ icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  { icon: MapPin, title: msg`Sur la carte`, text: msg`Votre boutique ou votre terrain apparaît sur la carte, là où les joueurs cherchent.` },
  { icon: CalendarPlus, title: msg`Vos parties publiées`, text: msg`Annoncez vos parties, gérez les inscriptions et les répliques en un seul endroit.` },
  { icon: Globe, title: msg`En 4 langues`, text: msg`Touchez les joueurs en français, anglais, espagnol et allemand.` },
];

/** The pitch for shops, fields and associations, then the request form. */
export function PartnerPage() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-2xl space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Trans>Devenir partenaire</Trans>
        </h1>
        <p className="max-w-[68ch] text-muted-foreground">
          <Trans>Boutique, terrain, association ou organisateur : rejoignez Escouade et faites-vous connaître des joueurs près de chez vous.</Trans>
        </p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="space-y-1.5 rounded-2xl border border-border bg-card p-4">
            <Icon className="size-6 text-accent" aria-hidden />
            <p className="font-semibold">{i18n._(title)}</p>
            <p className="text-sm text-muted-foreground">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
      <p className="rounded-lg bg-accent/10 px-4 py-3 font-medium">
        <Trans>C'est gratuit aujourd'hui. Dites-nous qui vous êtes, nous revenons vers vous par e-mail.</Trans>
      </p>
      <section aria-labelledby="partner-form" className="space-y-4">
        <h2 id="partner-form" className="text-xl font-bold tracking-tight">
          <Trans>Votre demande</Trans>
        </h2>
        <PartnerForm />
      </section>
    </div>
  );
}
