import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Lock, MapPin } from "lucide-react";
import { WayIn } from "@/domain/auth/way-in.tsx";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { config } from "@/lib/config.ts";
import { formatEuros, imageUrl } from "@/lib/format.ts";
import { GameTime } from "@/domain/games/game-time.tsx";
import { AvailabilityBadge } from "../search/game-card.tsx";
import type { TeaserGame } from "./teaser-head.ts";

/**
 * A shared link to a game, opened without a session (decision 031): what the public search
 * shows of a public game, and the way in. Game pages stay for signed-in players (docs/product.md §3);
 * the way in keeps the link (`back`, its token included), so they land on this game once signed
 * in or registered. Any other game looks the same as one that does not exist.
 */
export function GameTeaser({ game, lang, back }: { game: TeaserGame | null; lang: string; back: string }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {game ? (
        <article className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          {game.coverImageKey ? (
            <img src={imageUrl(config.mediaUrl, game.coverImageKey, "large")} alt="" className="aspect-[2/1] w-full object-cover" fetchPriority="high" />
          ) : null}
          <div className="space-y-3 p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(GAME_TYPE_LABELS[game.type])}</p>
            <h1 className="text-2xl font-bold leading-tight break-words">{game.title}</h1>
            <p className="flex items-center gap-2 text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              <GameTime date={game.startsAt} timeZone={game.timeZone} style="dayYearTime" />
            </p>
            <p className="flex items-center gap-2 text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              <span>{game.city}</span>
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
              <span className="text-lg font-semibold">{formatEuros(game.priceCents, i18n.locale)}</span>
              <AvailabilityBadge game={game} />
            </div>
          </div>
        </article>
      ) : (
        <div className="space-y-2 rounded-2xl border border-border bg-card p-5">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Lock className="size-5 shrink-0" aria-hidden />
            <Trans>Une partie d'airsoft</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>Cette partie n'est visible qu'après connexion.</Trans>
          </p>
        </div>
      )}
      <WayIn lang={lang} back={back} title={<Trans>Connectez-vous ou créez un compte pour vous inscrire</Trans>} />
    </div>
  );
}
