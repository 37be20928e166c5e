import type { ChronoVerdict } from "@escouade/contracts/chrono";
import { Trans } from "@lingui/react/macro";
import { cn } from "@/lib/cn.ts";
import { formatChronoJoules } from "./chrono-format.ts";
import { VerdictBadge } from "./verdict-badge.tsx";

/** The energy and the verdict as the speed is typed, before anything is saved. */
export function VerdictPreview({ verdict, lang }: { verdict: ChronoVerdict | null; lang: string }) {
  return (
    <output
      aria-live="polite"
      className={cn(
        "block rounded-xl border-2 p-4",
        verdict?.verdict === "refused" ? "border-destructive" : verdict ? "border-primary" : "border-dashed border-border",
      )}
    >
      {verdict ? (
        <span className="flex flex-wrap items-center justify-between gap-3">
          <span>
            <span className="block text-3xl font-bold tabular-nums">{formatChronoJoules(verdict.joules, lang)}</span>
            <span className="block text-sm text-muted-foreground">
              {verdict.minJoules !== null ? (
                <Trans>
                  Limite : de {formatChronoJoules(verdict.minJoules, lang)} à {formatChronoJoules(verdict.maxJoules, lang)}
                </Trans>
              ) : (
                <Trans>Limite : {formatChronoJoules(verdict.maxJoules, lang)}</Trans>
              )}
            </span>
          </span>
          <VerdictBadge verdict={verdict.verdict} reason={verdict.reason} large />
        </span>
      ) : (
        <span className="text-muted-foreground">
          <Trans>Choisissez la réplique et tapez la vitesse : l'énergie et le verdict s'affichent ici.</Trans>
        </span>
      )}
    </output>
  );
}
