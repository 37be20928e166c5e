import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, MapPin, ShieldCheck } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { config } from "@/lib/config.ts";
import { formatEuros, imageUrl } from "@/lib/format.ts";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { availabilityOf } from "./availability.ts";
import { formatDistance } from "@/lib/format-distance.ts";
import { GameTime } from "@/domain/games/game-time.tsx";
import type { FoundGame } from "./use-game-search.ts";

export function AvailabilityBadge({ game }: { game: FoundGame }) {
  const availability = availabilityOf(game);
  const tone = {
    open: "bg-primary/10 text-primary dark:bg-primary/20",
    full: "bg-destructive/10 text-destructive",
    unavailable: "bg-muted text-muted-foreground",
  }[availability.kind];
  return (
    <span className={cn("inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>
      {availability.kind === "open" ? (
        <Plural value={availability.placesLeft} one="# place restante" other="# places restantes" />
      ) : availability.kind === "full" ? (
        <Trans>Complet</Trans>
      ) : (
        <Trans>Indisponible</Trans>
      )}
    </span>
  );
}

/** Crosshair on the army green: a game without a cover photo still looks intended. */
function CoverPlaceholder() {
  return (
    <div className="flex size-full items-center justify-center bg-primary/90 text-primary-foreground dark:bg-primary/25 dark:text-primary">
      <svg viewBox="0 0 200 200" className="size-14 opacity-60" aria-hidden>
        <circle cx="100" cy="100" r="70" fill="none" stroke="currentColor" strokeWidth="10" />
        <circle cx="100" cy="100" r="30" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M100 10v50M100 140v50M10 100h50M140 100h50" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
      </svg>
    </div>
  );
}

export function GameCard({ game, lang }: { game: FoundGame; lang: string }) {
  const { i18n } = useLingui();
  return (
    <article className="relative flex overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:border-accent/60 hover:shadow-md focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <div className="w-24 shrink-0 self-stretch sm:w-36">
        {game.coverImageKey ? (
          <img src={imageUrl(config.mediaUrl, game.coverImageKey, "medium")} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <CoverPlaceholder />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-accent">
          {i18n._(GAME_TYPE_LABELS[game.type])}
          {/* The field's owners vouch for it (docs/product.md §7). */}
          {game.official ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2 py-0.5 normal-case tracking-normal text-foreground">
              <ShieldCheck className="size-3.5" aria-hidden />
              <Trans>Officielle</Trans>
            </span>
          ) : null}
        </p>
        <h3 className="line-clamp-2 font-bold leading-snug">
          {/* The link covers the whole card: one tab stop, one target, a readable name. */}
          <Link to="/$lang/games/$gameId" params={{ lang, gameId: game.id }} className="outline-none after:absolute after:inset-0">
            {game.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          <GameTime date={game.startsAt} timeZone={game.timeZone} style="dayYearTime" />
        </p>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="truncate">
            {game.city}
            {game.distanceKm !== null ? <> · {formatDistance(game.distanceKm, i18n.locale)}</> : null}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="font-semibold">{formatEuros(game.priceCents, i18n.locale)}</span>
          <AvailabilityBadge game={game} />
        </div>
      </div>
    </article>
  );
}
