import { feeBreakdown } from "@escouade/contracts/fees";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatEuros } from "@/lib/format.ts";

/** The fees of docs/product.md §3, live under the price: what the product keeps and what reaches the organizer. */
export function FeeBreakdown({ priceCents }: { priceCents: number | undefined }) {
  const { i18n } = useLingui();
  if (priceCents === undefined || !Number.isFinite(priceCents) || priceCents <= 0) return null;
  const fees = feeBreakdown(priceCents);
  const euros = (cents: number) => formatEuros(cents, i18n.locale);
  const price = euros(fees.priceCents);
  const platformFee = euros(fees.platformFeeCents);
  const net = euros(fees.organizerNetWithoutCardCents);
  const cardFee = euros(fees.cardFeeCents);
  const netWithCard = euros(fees.organizerNetCents);
  return (
    <div aria-live="polite" className="space-y-2 rounded-xl bg-muted/50 p-4 text-sm">
      <p className="font-semibold">
        <Trans>
          {price} par joueur, dont {platformFee} de frais de gestion
        </Trans>
      </p>
      <p>
        <Trans>
          Vous recevez <strong>{net}</strong> par joueur.
        </Trans>
      </p>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Si un paiement par carte était utilisé, le prestataire de paiement prendrait {cardFee} de plus : vous recevriez alors {netWithCard}. Aucun paiement
          par carte n'est proposé aujourd'hui.
        </Trans>
      </p>
    </div>
  );
}
