import { Trans } from "@lingui/react/macro";
import { CalendarCheck, CircleDot, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import type { GamePhase } from "./game-status.ts";

type Notice = { icon: LucideIcon; className: string; text: ReactNode };

/**
 * Only a cancelled game is bad news, in the destructive colour: a finished game is a plain fact
 * (its reviews follow) and a running one is happening now, neither an error.
 */
const NOTICES: Partial<Record<GamePhase, Notice>> = {
  cancelled: { icon: TriangleAlert, className: "bg-destructive/10 text-destructive", text: <Trans>Cette partie a été annulée.</Trans> },
  running: { icon: CircleDot, className: "bg-primary/10 text-foreground [&>svg]:text-primary", text: <Trans>Cette partie est en cours.</Trans> },
  past: { icon: CalendarCheck, className: "bg-muted text-foreground [&>svg]:text-muted-foreground", text: <Trans>Cette partie est terminée.</Trans> },
};

/** Under the title: a game no longer open to registration says why, in a tone that fits. */
export function GamePhaseNotice({ phase }: { phase: GamePhase }) {
  const notice = NOTICES[phase];
  if (!notice) return null;
  const Icon = notice.icon;
  return (
    <p role="status" className={cn("flex items-center gap-2 rounded-lg px-3 py-2 font-semibold", notice.className)}>
      <Icon className="size-5 shrink-0" aria-hidden />
      {notice.text}
    </p>
  );
}
