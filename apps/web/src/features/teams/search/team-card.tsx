import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { config } from "@/lib/config.ts";
import { formatDistance } from "@/lib/format-distance.ts";
import { imageUrl } from "@/lib/format.ts";
import { MemberCount, TeamBadges } from "../team-badges.tsx";
import type { FoundTeam } from "./team-search-query.ts";

/** A team in the search list: who, where, how many, and whether it recruits. */
export function TeamCard({ team, lang }: { team: FoundTeam; lang: string }) {
  const { i18n } = useLingui();
  return (
    <article className="relative flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-accent/60 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      {team.logoKey ? (
        <img src={imageUrl(config.mediaUrl, team.logoKey, "thumb")} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
      ) : (
        <div className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-xl font-extrabold text-primary-foreground" aria-hidden>
          {team.name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="truncate font-bold leading-snug">
          <Link to="/$lang/teams/$slug" params={{ lang, slug: team.slug }} className="outline-none after:absolute after:inset-0">
            {team.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {team.city}
            {team.distanceKm !== null ? ` · ${formatDistance(team.distanceKm, i18n.locale)}` : null}
          </span>
          <span className="flex items-center gap-1.5">
            <MemberCount count={team.memberCount} />
          </span>
        </p>
        <TeamBadges recruiting={team.recruiting} isAssociation={team.isAssociation} />
        {team.recruiting && team.recruitingText ? <p className="line-clamp-2 text-sm">{team.recruitingText}</p> : null}
      </div>
    </article>
  );
}
