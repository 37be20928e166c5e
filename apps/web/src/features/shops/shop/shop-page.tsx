import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Clock, Globe, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { LocationPreview } from "@/domain/map/location-preview.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useShop } from "./use-shop.ts";
import { UserText } from "@/components/ui/user-text.tsx";

function Detail({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-muted-foreground">{label}</h2>
        <div className="break-words">{children}</div>
      </div>
    </div>
  );
}

/** "https://www.exemple.fr/boutique" reads as "exemple.fr/boutique". */
function shortUrl(url: string) {
  return url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}

export function ShopPage() {
  const { i18n } = useLingui();
  const { shop, lang } = useShop();
  const names = useDisplayNames();
  const address = [shop.street, [shop.postalCode, shop.city].filter(Boolean).join(" "), names.country(shop.country)].filter(Boolean).join(", ");
  // Only web addresses become links: a "javascript:" URL that slipped past a moderator stays inert.
  const website = /^https?:\/\//i.test(shop.website) ? shop.website : null;

  return (
    <article className="space-y-6">
      <Link to="/$lang/search/shops" params={{ lang }} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Toutes les boutiques et terrains</Trans>
      </Link>
      <header className="space-y-3">
        <span className="inline-block rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground">
          {i18n._(SHOP_TYPE_LABELS[shop.type])}
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight">{shop.name}</h1>
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPin className="mt-1 size-4 shrink-0" aria-hidden />
          {address}
        </p>
        <ReportButton target={{ kind: "shop", id: shop.id }} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {shop.description ? (
            <Card className="space-y-3">
              <h2 className="text-lg font-bold">
                <Trans>Présentation</Trans>
              </h2>
              <UserText text={shop.description} />
            </Card>
          ) : null}
          <Card className="space-y-3">
            <h2 className="text-lg font-bold">
              <Trans>Accès</Trans>
            </h2>
            <LocationPreview latitude={shop.latitude} longitude={shop.longitude} name={shop.name} zoom={14} />
          </Card>
        </div>
        {/* On a phone the practical details come right after the header. */}
        <aside className="order-first lg:order-none">
          <Card className="space-y-5">
            <Detail icon={<Clock className="size-5" aria-hidden />} label={<Trans>Horaires</Trans>}>
              {shop.openingHours ? (
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{shop.openingHours}</p>
              ) : (
                <p className="text-muted-foreground">
                  <Trans>Non communiqués</Trans>
                </p>
              )}
            </Detail>
            {website ? (
              <Detail icon={<Globe className="size-5" aria-hidden />} label={<Trans>Site web</Trans>}>
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
                >
                  {shortUrl(website)}
                </a>
              </Detail>
            ) : null}
            {shop.phone ? (
              <Detail icon={<Phone className="size-5" aria-hidden />} label={<Trans>Téléphone</Trans>}>
                <a href={`tel:${shop.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-11 items-center font-semibold text-accent hover:underline">
                  {shop.phone}
                </a>
              </Detail>
            ) : null}
          </Card>
        </aside>
      </div>
    </article>
  );
}
