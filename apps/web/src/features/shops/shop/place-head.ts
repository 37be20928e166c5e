import { config } from "@/lib/config.ts";
import { absoluteImageUrl, sharedPageHead } from "@/lib/shared-page-head.ts";
import type { Place } from "./use-shop.ts";

/** What schema.org calls each kind of place. */
const SCHEMA_TYPES: Record<Place["type"], string> = {
  field: "SportsActivityLocation",
  physical: "Store",
  workshop: "Store",
  online: "OnlineStore",
};

/**
 * A place's page as a shared link and a search engine see it (decision 031): its name, city and
 * first photo, and schema.org's description of it, with its address, position and the players'
 * average rating once someone has rated it.
 */
export function placeHead(place: Place, { origin, lang }: { origin: string; lang: string }) {
  const url = `${origin}/${lang}/shops/${place.id}`;
  const image = absoluteImageUrl(config.mediaUrl, place.photoKeys[0] ?? null, origin);
  const description = [place.city, place.description].filter(Boolean).join(" · ").slice(0, 160);
  return sharedPageHead({
    title: place.name,
    description,
    url,
    image,
    jsonLd: {
      "@type": SCHEMA_TYPES[place.type],
      name: place.name,
      url,
      ...(place.description ? { description: place.description } : {}),
      address: {
        "@type": "PostalAddress",
        ...(place.street ? { streetAddress: place.street } : {}),
        addressLocality: place.city,
        ...(place.postalCode ? { postalCode: place.postalCode } : {}),
        addressCountry: place.country.toUpperCase(),
      },
      geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
      ...(place.phone ? { telephone: place.phone } : {}),
      ...(place.website ? { sameAs: [place.website] } : {}),
      ...(place.photoKeys.length > 0 ? { image: place.photoKeys.map((key) => absoluteImageUrl(config.mediaUrl, key, origin)) } : {}),
      ...(place.rating.count > 0
        ? { aggregateRating: { "@type": "AggregateRating", ratingValue: place.rating.average, reviewCount: place.rating.count, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  });
}
