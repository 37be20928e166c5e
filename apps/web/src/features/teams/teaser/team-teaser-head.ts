import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { config } from "@/lib/config.ts";
import { absoluteImageUrl, sharedPageHead } from "@/lib/shared-page-head.ts";
import type { RouterOutputs } from "@/lib/trpc.ts";

/** What a stranger may know of a team: what it shows the world, without its members. */
export type TeaserTeam = RouterOutputs["teams"]["getTeamTeaser"];

/**
 * A team's shared link as a messenger and a search engine see it (decision 031): its name, city and
 * logo, and schema.org's `SportsTeam` with the team's own links.
 */
export function teamTeaserHead(i18n: I18n, team: TeaserTeam, { origin, lang }: { origin: string; lang: string }) {
  const url = `${origin}/${lang}/teams/${team.slug}`;
  const logo = absoluteImageUrl(config.mediaUrl, team.logoKey, origin);
  const description = [i18n._(msg`Équipe d'airsoft à ${team.city}`), team.description].filter(Boolean).join(" · ").slice(0, 160);
  const links = Object.values(team.links ?? {}).filter((link): link is string => typeof link === "string" && /^https?:\/\//.test(link));
  return sharedPageHead({
    title: team.name,
    description,
    url,
    image: absoluteImageUrl(config.mediaUrl, team.bannerKey, origin) ?? logo,
    jsonLd: {
      "@type": "SportsTeam",
      name: team.name,
      sport: "Airsoft",
      url,
      ...(team.description ? { description: team.description } : {}),
      ...(logo ? { logo } : {}),
      ...(team.foundedYear ? { foundingDate: String(team.foundedYear) } : {}),
      location: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: team.city,
          ...(team.postalCode ? { postalCode: team.postalCode } : {}),
          addressCountry: team.country.toUpperCase(),
        },
      },
      ...(links.length > 0 ? { sameAs: links } : {}),
    },
  });
}
