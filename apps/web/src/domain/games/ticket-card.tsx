import { Trans, useLingui } from "@lingui/react/macro";
import { Ticket } from "lucide-react";
import { TicketQr } from "./ticket-qr.tsx";

/**
 * "My ticket" (docs/product.md §4): a confirmed place's signed code, shown big enough to scan at the
 * field's entrance; the page keeps it for when there is no network there.
 */
export function TicketContent({ code, gameTitle }: { code: string; gameTitle: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <div className="mx-auto w-full max-w-64 rounded-xl bg-white p-2">
        <TicketQr code={code} label={t`Billet pour ${gameTitle}`} className="block h-auto w-full" />
      </div>
      <p className="break-all text-center font-mono text-xs text-muted-foreground">{code}</p>
      <p className="text-sm text-muted-foreground">
        <Trans>Présentez ce code à l'accueil : l'organisateur le scanne. Une fois cette page ouverte, il reste disponible sans réseau.</Trans>
      </p>
    </div>
  );
}

export function TicketHeading() {
  return (
    <h2 className="flex items-center gap-2 text-lg font-bold">
      <Ticket className="size-5 text-accent" aria-hidden />
      <Trans>Mon billet</Trans>
    </h2>
  );
}
