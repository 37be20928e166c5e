import type { ChronoRefusal, ChronoVerdictValue } from "@escouade/contracts/chrono";
import { Trans } from "@lingui/react/macro";
import { CircleCheck, CircleHelp, OctagonX } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/**
 * A verdict in words and a shape, never by colour alone: a refused replica reads "Refusée" with a
 * stop sign, whoever looks (colour-blind, in the sun, in dark mode).
 */
export function VerdictBadge({ verdict, reason, large = false }: { verdict: ChronoVerdictValue | null; reason?: ChronoRefusal | null; large?: boolean }) {
  const size = large ? "px-3 py-1.5 text-base" : "px-2 py-0.5 text-sm";
  const icon = large ? "size-5" : "size-4";
  if (verdict === null) {
    return (
      <span className={cn("inline-flex items-center gap-1.5 rounded-full border border-border font-semibold text-muted-foreground", size)}>
        <CircleHelp className={icon} aria-hidden />
        <Trans>Non mesurée</Trans>
      </span>
    );
  }
  if (verdict === "passed") {
    return (
      <span className={cn("inline-flex items-center gap-1.5 rounded-full border-2 border-primary bg-primary/10 font-bold text-foreground", size)}>
        <CircleCheck className={icon} aria-hidden />
        <Trans>Conforme</Trans>
      </span>
    );
  }
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border-2 border-destructive bg-destructive/10 font-bold uppercase tracking-wide text-foreground",
        size,
      )}
    >
      <OctagonX className={cn(icon, "text-destructive")} aria-hidden />
      {reason === "under_min" ? <Trans>Refusée : trop faible</Trans> : <Trans>Refusée : trop puissante</Trans>}
    </span>
  );
}
