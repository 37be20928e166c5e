import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { CalendarCheck, Crosshair, Store, UsersRound, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { InstallAppButton, useCanInstall } from "@/domain/pwa/install-app-button.tsx";
import { useSession } from "@/lib/session.ts";
import { MapTeaser } from "./map-teaser.tsx";
import { UpcomingGames } from "./upcoming-games.tsx";

const AUDIENCES: ReadonlyArray<{ icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: Crosshair,
    title: msg`Joueurs`,
    text: msg`Trouvez des parties près de chez vous, inscrivez-vous en quelques gestes et gardez votre matériel à portée de main.`,
  },
  {
    icon: CalendarCheck,
    title: msg`Organisateurs`,
    text: msg`Publiez vos parties, fixez les règles et les limites de puissance, suivez les inscriptions et les paiements.`,
  },
  {
    icon: UsersRound,
    title: msg`Équipes`,
    text: msg`Recrutez, gérez vos membres et inscrivez votre équipe aux prochaines opérations.`,
  },
  {
    icon: Store,
    title: msg`Boutiques et terrains`,
    text: msg`Apparaissez sur la carte des joueurs de votre région et faites connaître votre terrain.`,
  },
];

export function HomePage() {
  const { i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const session = useSession();
  return (
    <div className="space-y-14">
      <section className="relative overflow-hidden rounded-3xl bg-primary px-6 py-12 text-primary-foreground sm:px-12 sm:py-20">
        <div className="relative max-w-2xl space-y-5">
          <p className="text-sm font-semibold uppercase tracking-widest opacity-80">
            <Trans>La communauté airsoft</Trans>
          </p>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            <Trans>Trouvez votre prochaine partie d'airsoft.</Trans>
          </h1>
          <p className="text-lg opacity-90">
            <Trans>Parties, joueurs, équipes et boutiques près de chez vous, en français, anglais, espagnol et allemand.</Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {session ? (
              <Button asChild variant="accent" size="lg">
                <Link to="/$lang/profile/profile" params={{ lang }}>
                  <Trans>Mon profil</Trans>
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="accent" size="lg">
                  <Link to="/$lang/auth/signup" params={{ lang }}>
                    <Trans>Créer un compte gratuit</Trans>
                  </Link>
                </Button>
                <Button
                  asChild
                  variant="outline"
                  size="lg"
                  className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
                >
                  <Link to="/$lang/auth" params={{ lang }}>
                    <Trans>J'ai déjà un compte</Trans>
                  </Link>
                </Button>
              </>
            )}
          </div>
        </div>
        <svg viewBox="0 0 200 200" className="pointer-events-none absolute -right-16 -bottom-16 size-72 opacity-15 sm:size-96" aria-hidden>
          <circle cx="100" cy="100" r="70" fill="none" stroke="currentColor" strokeWidth="10" />
          <circle cx="100" cy="100" r="30" fill="none" stroke="currentColor" strokeWidth="6" />
          <path d="M100 10v50M100 140v50M10 100h50M140 100h50" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
        </svg>
      </section>

      <div className="space-y-4">
        <UpcomingGames lang={lang} />
        <MapTeaser lang={lang} />
      </div>

      <section aria-labelledby="audiences" className="space-y-6">
        <h2 id="audiences" className="text-2xl font-bold tracking-tight">
          <Trans>Pour toute la communauté</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="space-y-3 rounded-2xl border border-border bg-card p-5">
              <Icon className="size-8 text-accent" aria-hidden />
              <h3 className="text-lg font-bold">{i18n._(title)}</h3>
              <p className="text-sm text-muted-foreground">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <InstallSection />
    </div>
  );
}

/** The app in your pocket: only where this browser can install it (the footer leaves it to this section here). */
function InstallSection() {
  if (!useCanInstall()) return null;
  return (
    <section className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h2 className="text-xl font-bold">
          <Trans>Escouade dans votre poche</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Installez l'application sur votre téléphone : elle s'ouvre en un geste, même avec un réseau faible sur le terrain.</Trans>
        </p>
      </div>
      <InstallAppButton />
    </section>
  );
}
