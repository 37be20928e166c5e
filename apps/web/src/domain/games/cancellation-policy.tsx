import { freeCancellationUntil } from "@escouade/contracts/game-rules";
import { Trans } from "@lingui/react/macro";
import { CalendarX2 } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { GameTime } from "./game-time.tsx";

interface PolicyGame {
  startsAt: Date;
  timeZone: string;
  cancellationNoticeHours: number;
}

/**
 * Until when a place is given up freely (docs/product.md §3), on the field's clock: on the game's
 * page and on the ticket. `passed` (the limit is behind the reader) says so instead.
 */
export function CancellationPolicy({ game, passed = false, className }: { game: PolicyGame; passed?: boolean; className?: string }) {
  const hours = game.cancellationNoticeHours;
  const until = <GameTime date={freeCancellationUntil(game)} timeZone={game.timeZone} style="dayTime" />;
  return (
    <p className={cn("flex items-start gap-2 text-sm", passed ? "text-amber-700 dark:text-amber-400" : "text-muted-foreground", className)}>
      <CalendarX2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {hours === 0 ? (
          <Trans>Désinscription libre jusqu'au début de la partie</Trans>
        ) : passed ? (
          <Trans>
            Annulation gratuite jusqu'au {until}, {hours} h avant le début : délai passé
          </Trans>
        ) : (
          <Trans>
            Annulation gratuite jusqu'au {until}, {hours} h avant le début
          </Trans>
        )}
      </span>
    </p>
  );
}
