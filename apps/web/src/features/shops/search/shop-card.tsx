import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Clock, MapPin } from "lucide-react";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { formatDistance } from "@/lib/format-distance.ts";
import type { FoundShop } from "./use-shop-search.ts";

export function ShopCard({ shop, lang }: { shop: FoundShop; lang: string }) {
  const { i18n } = useLingui();
  return (
    <article className="relative flex flex-col gap-1.5 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-accent/60 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(SHOP_TYPE_LABELS[shop.type])}</p>
      <h3 className="line-clamp-2 font-bold leading-snug">
        {/* The link covers the whole card: one tab stop, one target, a readable name. */}
        <Link to="/$lang/shops/$shopId" params={{ lang, shopId: shop.id }} className="outline-none after:absolute after:inset-0">
          {shop.name}
        </Link>
      </h3>
      <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin className="size-4 shrink-0" aria-hidden />
        <span className="truncate">
          {shop.city}
          {shop.distanceKm !== null ? <> · {formatDistance(shop.distanceKm, i18n.locale)}</> : null}
        </span>
      </p>
      {shop.openingHours ? (
        <p className="flex min-w-0 items-start gap-1.5 text-sm text-muted-foreground">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="line-clamp-2 whitespace-pre-line [overflow-wrap:anywhere]">{shop.openingHours}</span>
        </p>
      ) : null}
    </article>
  );
}
