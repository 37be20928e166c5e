import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useMatch, useParams, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { InstallAppButton } from "@/domain/pwa/install-app-button.tsx";

const LEGAL_LINKS: ReadonlyArray<{ to: NonNullable<LinkProps["to"]>; label: MessageDescriptor }> = [
  { to: "/$lang/term-of-use", label: msg`Conditions d'utilisation` },
  { to: "/$lang/term-of-sale", label: msg`Conditions de vente` },
  { to: "/$lang/privacy-policy", label: msg`Politique de confidentialité` },
  { to: "/$lang/cookies-policy", label: msg`Politique de cookies` },
  { to: "/$lang/legal-notice", label: msg`Mentions légales` },
];

const HELP_LINKS: ReadonlyArray<{ to: NonNullable<LinkProps["to"]>; label: MessageDescriptor }> = [
  { to: "/$lang/faq", label: msg`Questions fréquentes` },
  { to: "/$lang/toolbox", label: msg`Boîte à outils` },
  { to: "/$lang/contact", label: msg`Contact` },
  { to: "/$lang/partner", label: msg`Devenir partenaire` },
];

function LinkList({ id, title, links, lang }: { id: string; title: ReactNode; links: typeof LEGAL_LINKS; lang: string }) {
  const { i18n } = useLingui();
  return (
    <nav aria-labelledby={id}>
      <p id={id} className="mb-2 font-semibold text-foreground">
        {title}
      </p>
      <ul>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} params={{ lang }} className="inline-flex min-h-11 items-center hover:text-foreground hover:underline md:min-h-8">
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { lang } = useParams({ from: "/$lang" });
  const year = new Date().getFullYear();
  // The home page offers the app in a section of its own: once is enough.
  const onHome = useMatch({ from: "/$lang/", shouldThrow: false }) !== undefined;
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <p className="font-semibold text-foreground">Escouade</p>
          <p className="max-w-xs">
            <Trans>La communauté airsoft : parties, joueurs, équipes et boutiques près de chez vous.</Trans>
          </p>
          {onHome ? null : <InstallAppButton variant="outline" />}
        </div>
        <LinkList id="footer-help" title={<Trans>Aide</Trans>} links={HELP_LINKS} lang={lang} />
        <LinkList id="footer-legal" title={<Trans>Informations légales</Trans>} links={LEGAL_LINKS} lang={lang} />
        <p>© {year} Escouade</p>
      </div>
    </footer>
  );
}
