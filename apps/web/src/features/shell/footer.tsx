import { Trans } from "@lingui/react/macro";
import { InstallAppButton } from "@/features/pwa/install-app-button.tsx";

/** Legal pages arrive with the content pages; until then they are listed, inert, so nothing links nowhere. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <p className="font-semibold text-foreground">Escouade</p>
          <p className="max-w-xs">
            <Trans>La communauté airsoft : parties, joueurs, équipes et boutiques près de chez vous.</Trans>
          </p>
          <InstallAppButton variant="outline" />
        </div>
        <nav aria-labelledby="footer-legal">
          <p id="footer-legal" className="mb-2 font-semibold text-foreground">
            <Trans>Informations légales</Trans>
          </p>
          <ul className="space-y-1" aria-disabled="true">
            <li><Trans>Conditions d'utilisation</Trans></li>
            <li><Trans>Conditions de vente</Trans></li>
            <li><Trans>Politique de confidentialité</Trans></li>
            <li><Trans>Politique de cookies</Trans></li>
            <li><Trans>Mentions légales</Trans></li>
          </ul>
        </nav>
        <p>© {year} Escouade</p>
      </div>
    </footer>
  );
}
