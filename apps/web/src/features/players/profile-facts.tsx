import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { StarScore } from "@/components/ui/star-rating.tsx";

/** One fact of a profile in a description list: its name, then its value (side by side from sm up). */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A reputation: its stars and how many ratings, or that there is none yet. */
export function ReputationScore({ score }: { score: { average: number | null; count: number } }) {
  if (score.count === 0) {
    return (
      <span className="font-normal text-muted-foreground">
        <Trans>Pas encore de note</Trans>
      </span>
    );
  }
  return <StarScore average={score.average} count={score.count} />;
}
