import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { config } from "@/lib/config.ts";
import { formatDate } from "@/lib/dates.ts";
import { formatEuros } from "@/lib/format.ts";
import { pageHead } from "@/lib/page-head.ts";
import { absoluteImageUrl, sharedPageHead } from "@/lib/shared-page-head.ts";
import type { RouterOutputs } from "@/lib/trpc.ts";

/** What a stranger may know of a public game: what the public search shows, no more. */
export type TeaserGame = RouterOutputs["games"]["getGames"]["items"][number];

/**
 * A shared link's preview (decision 031): the title, date, city and cover a messenger or a
 * Facebook group shows, and schema.org's `Event` for search engines.
 */
export function teaserHead(i18n: I18n, game: TeaserGame, { origin, lang }: { origin: string; lang: string }) {
  // On the field's clock: a preview is read by people in the game's own zone.
  const when = formatDate(game.startsAt, lang, "dayYearTime", game.timeZone);
  const description = [i18n._(GAME_TYPE_LABELS[game.type]), when, game.city, formatEuros(game.priceCents, lang)].join(" · ");
  const url = `${origin}/${lang}/games/${game.id}`;
  const image = absoluteImageUrl(config.mediaUrl, game.coverImageKey, origin);
  const full = game.confirmedCount >= game.maxPlayers;
  return sharedPageHead({
    title: game.title,
    description,
    url,
    image,
    jsonLd: {
      "@type": "Event",
      name: game.title,
      url,
      startDate: game.startsAt.toISOString(),
      endDate: game.endsAt.toISOString(),
      eventStatus: game.cancelledAt ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: game.city,
        address: { "@type": "PostalAddress", addressLocality: game.city, postalCode: game.postalCode, addressCountry: game.country.toUpperCase() },
      },
      ...(image ? { image: [image] } : {}),
      offers: {
        "@type": "Offer",
        url,
        price: (game.priceCents / 100).toFixed(2),
        priceCurrency: "EUR",
        availability: full ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      },
    },
  });
}

/** A friends-only, private or unknown game, to a visitor without a session: nothing of it, alike for all. */
export function hiddenGameHead(i18n: I18n) {
  return pageHead({ title: i18n._(msg`Une partie d'airsoft`), description: i18n._(msg`Connectez-vous à Escouade pour voir cette partie et vous y inscrire.`) });
}
