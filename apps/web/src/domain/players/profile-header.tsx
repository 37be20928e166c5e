import type { Availability } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { Cake, CalendarDays, MapPin, Shield } from "lucide-react";
import { Link, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { config } from "@/lib/config.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { formatDate } from "@/lib/dates.ts";
import { imageUrl } from "@/lib/format.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import type { PlayerProfile } from "./player-types.ts";
import { AvailabilityBadge } from "./availability-badge.tsx";

/** What the header shows: the public profile, or the own profile with its team looked up. */
export interface ProfileHeaderData {
  username: string;
  /** Null, with the age, unless the player lets the viewer see them (docs/product.md §5). */
  firstName: string | null;
  lastName: string | null;
  avatar: number | null;
  bannerKey: string | null;
  city: string;
  country: string;
  age: number | null;
  memberSince: Date;
  team: string | null;
  /** The team's address (/teams/{slug}), where the API gives it. */
  teamSlug?: string | null;
  availability: Availability;
  reputation: PlayerProfile["reputation"];
}

interface ProfileHeaderProps {
  profile: ProfileHeaderData;
  /** What the viewer can do with the player (their own: edit; someone else's: friend actions). */
  action?: ReactNode;
  /** On a tab other than the profile itself: a phone then shows one line, so the tab's content is in view. */
  compactOnPhone?: boolean;
}

/** Banner, avatar, identity and the facts a player shows everyone; `action` fits the viewer. */
export function ProfileHeader({ profile, action, compactOnPhone = false }: ProfileHeaderProps) {
  const isPhone = !useMediaQuery("(min-width: 40rem)");
  if (compactOnPhone && isPhone) return <CompactProfileHeader profile={profile} />;
  return <FullProfileHeader profile={profile} action={action} />;
}

/** Avatar and name on one line: who this is, without pushing the tab's content below the fold. */
function CompactProfileHeader({ profile }: { profile: ProfileHeaderData }) {
  return (
    <section className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-2 shadow-sm">
      <Avatar avatar={profile.avatar} username={profile.username} />
      <h1 className="min-w-0 flex-1 truncate text-xl font-bold">{profile.username}</h1>
      <AvailabilityBadge availability={profile.availability} />
    </section>
  );
}

function FullProfileHeader({ profile, action }: { profile: ProfileHeaderData; action?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const names = useDisplayNames();
  const memberSince = formatDate(profile.memberSince, i18n.locale, "monthYear");
  const age = profile.age;
  const { asPlayer } = profile.reputation;
  return (
    <section className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {profile.bannerKey ? (
        <img src={imageUrl(config.mediaUrl, profile.bannerKey, "large")} alt="" className="h-28 w-full object-cover sm:h-40" />
      ) : (
        <div className="h-28 bg-gradient-to-r from-primary to-accent sm:h-40" aria-hidden />
      )}
      <div className="flex flex-col gap-4 px-5 pb-4 sm:flex-row sm:items-end sm:gap-5">
        <Avatar avatar={profile.avatar} username={profile.username} size="lg" className="-mt-10 border-4 border-card sm:-mt-12" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="break-all text-2xl font-bold">{profile.username}</h1>
            <AvailabilityBadge availability={profile.availability} />
          </div>
          {profile.firstName !== null ? (
            <p className="text-muted-foreground">
              {profile.firstName} {profile.lastName}
            </p>
          ) : null}
        </div>
        {action ? <div className="flex flex-wrap gap-2 sm:justify-end">{action}</div> : null}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 border-t border-border px-5 py-3 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {profile.city}, {names.country(profile.country)}
        </li>
        {age !== null ? (
          <li className="flex items-center gap-1.5">
            <Cake className="size-4 shrink-0" aria-hidden />
            <Trans>{age} ans</Trans>
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          <Trans>Membre depuis {memberSince}</Trans>
        </li>
        {profile.team ? (
          <li className="flex items-center gap-1.5">
            <Shield className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">
              <Trans>Équipe :</Trans>
            </span>
            {profile.teamSlug ? (
              <Link to="/$lang/teams/$slug" params={{ lang, slug: profile.teamSlug }} className="font-semibold text-foreground hover:underline">
                {profile.team}
              </Link>
            ) : (
              profile.team
            )}
          </li>
        ) : null}
        {asPlayer.count > 0 ? (
          <li className="flex items-center gap-1.5" title={t`Réputation de joueur`}>
            <span className="sr-only">
              <Trans>Réputation de joueur :</Trans>
            </span>
            <StarScore average={asPlayer.average} count={asPlayer.count} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
