import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Globe, MapPin, X } from "lucide-react";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { Button } from "@/components/ui/button.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { formatDate } from "@/lib/dates.ts";
import type { PendingShop } from "./use-moderate-shop.ts";

interface PendingShopCardProps {
  shop: PendingShop;
  lang: string;
  busy: boolean;
  onDecide: (decision: "approved" | "rejected") => void;
}

export function PendingShopCard({ shop, lang, busy, onDecide }: PendingShopCardProps) {
  const { i18n } = useLingui();
  const names = useDisplayNames();
  const address = [shop.street, [shop.postalCode, shop.city].filter(Boolean).join(" "), names.country(shop.country)].filter(Boolean).join(", ");
  return (
    <article aria-labelledby={`pending-shop-${shop.id}`} className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(SHOP_TYPE_LABELS[shop.type])}</p>
        <p className="text-xs text-muted-foreground">
          <Trans>Signalé le {formatDate(shop.createdAt, lang, "dateTime")}</Trans>
        </p>
      </div>
      <h2 id={`pending-shop-${shop.id}`} className="text-lg font-bold leading-snug">
        {shop.name}
      </h2>
      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {address}
      </p>
      {shop.website ? (
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <Globe className="size-4 shrink-0" aria-hidden />
          {/* Shown as text, not a link: a moderator checks an unknown address before opening it. */}
          <span className="truncate">{shop.website}</span>
        </p>
      ) : null}
      {shop.reportComment ? (
        <blockquote className="whitespace-pre-line rounded-lg bg-muted/60 px-3 py-2 text-sm [overflow-wrap:anywhere]">{shop.reportComment}</blockquote>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button onClick={() => onDecide("approved")} disabled={busy}>
          <Check className="size-4" aria-hidden />
          <Trans>Approuver</Trans>
        </Button>
        <Button variant="outline" onClick={() => onDecide("rejected")} disabled={busy}>
          <X className="size-4" aria-hidden />
          <Trans>Rejeter</Trans>
        </Button>
      </div>
    </article>
  );
}
