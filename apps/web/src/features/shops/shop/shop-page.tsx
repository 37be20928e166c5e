import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Clock, Globe, MapPin, Phone, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { UserText } from "@/components/ui/user-text.tsx";
import { LocationPreview } from "@/domain/map/location-preview.tsx";
import { FIELD_KIND_LABELS, PLACE_SERVICE_LABELS } from "@/domain/shops/place-labels.ts";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { config } from "@/lib/config.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { imageUrl } from "@/lib/format.ts";
import { PlaceActions } from "./place-actions.tsx";
import { PlaceGames } from "./place-games.tsx";
import { PlaceNews } from "./place-news.tsx";
import { PlaceOwners } from "./place-owners.tsx";
import { PlaceReviews } from "./place-reviews.tsx";
import { useShop } from "./use-shop.ts";

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

const badge = "inline-block rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide";

export function ShopPage() {
  const { i18n, t } = useLingui();
  const { shop, lang } = useShop();
  const names = useDisplayNames();
  const address = [shop.street, [shop.postalCode, shop.city].filter(Boolean).join(" "), names.country(shop.country)].filter(Boolean).join(", ");
  // Only web addresses become links: a "javascript:" URL that slipped past a moderator stays inert.
  const website = /^https?:\/\//i.test(shop.website) ? shop.website : null;
  const isField = shop.type === "field";
  const owner = shop.viewer?.owner ?? false;

  return (
    <article className="space-y-6">
      <Link to="/$lang/search/shops" params={{ lang }} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Toutes les boutiques et terrains</Trans>
      </Link>
      <header className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <span className={`${badge} bg-primary text-primary-foreground`}>{i18n._(SHOP_TYPE_LABELS[shop.type])}</span>
          {isField && shop.fieldKind ? <span className={`${badge} bg-muted`}>{i18n._(FIELD_KIND_LABELS[shop.fieldKind])}</span> : null}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere]">{shop.name}</h1>
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPin className="mt-1 size-4 shrink-0" aria-hidden />
          {address}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {shop.rating.count > 0 ? (
            <a href="#avis" className="inline-flex min-h-11 items-center hover:underline">
              <StarScore average={shop.rating.average} count={shop.rating.count} />
            </a>
          ) : null}
          {shop.followers > 0 ? (
            <span className="text-muted-foreground">
              {shop.followers === 1 ? <Trans>1 abonné</Trans> : <Trans>{i18n.number(shop.followers)} abonnés</Trans>}
            </span>
          ) : null}
        </p>
        <PlaceActions place={shop} lang={lang} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          {shop.photoKeys.length > 0 ? (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t`Photos`}>
              {shop.photoKeys.map((key, index) => (
                <li key={key}>
                  <img
                    src={imageUrl(config.mediaUrl, key, "medium")}
                    alt={t`Photo ${index + 1} de ${shop.name}`}
                    loading={index < 2 ? "eager" : "lazy"}
                    className="aspect-[4/3] w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {shop.description ? (
            <Card className="space-y-3">
              <h2 className="text-lg font-bold">
                <Trans>Présentation</Trans>
              </h2>
              <UserText text={shop.description} />
            </Card>
          ) : null}
          {isField && shop.rules ? (
            <Card className="space-y-3">
              <h2 className="text-lg font-bold">
                <Trans>Règles du terrain</Trans>
              </h2>
              <UserText text={shop.rules} />
            </Card>
          ) : null}
          {isField ? <PlaceGames shopId={shop.id} lang={lang} owner={owner} signedIn={Boolean(shop.viewer)} /> : null}
          <PlaceNews shopId={shop.id} lang={lang} owner={owner} />
          <PlaceReviews
            shopId={shop.id}
            lang={lang}
            isField={isField}
            rating={shop.rating}
            eligibility={shop.viewer?.review ?? "signed_out"}
            myReview={shop.viewer?.myReview ?? null}
            owner={owner}
          />
          <Card className="space-y-3">
            <h2 className="text-lg font-bold">
              <Trans>Accès</Trans>
            </h2>
            <LocationPreview latitude={shop.latitude} longitude={shop.longitude} name={shop.name} zoom={14} />
          </Card>
        </div>
        {/* On a phone the practical details come right after the header. */}
        <aside className="order-first space-y-6 lg:order-none">
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
            {shop.services.length > 0 ? (
              <Detail icon={<Wrench className="size-5" aria-hidden />} label={<Trans>Services</Trans>}>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {shop.services.map((service) => (
                    <li key={service} className="rounded-full bg-muted px-3 py-1 text-sm">
                      {i18n._(PLACE_SERVICE_LABELS[service])}
                    </li>
                  ))}
                </ul>
              </Detail>
            ) : null}
          </Card>
          <PlaceOwners shopId={shop.id} lang={lang} owners={shop.owners} owner={owner} />
        </aside>
      </div>
    </article>
  );
}
