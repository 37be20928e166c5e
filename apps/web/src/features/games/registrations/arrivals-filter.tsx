import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

export const ARRIVAL_FILTERS = ["all", "arrived", "missing"] as const;
export type ArrivalFilter = (typeof ARRIVAL_FILTERS)[number];

/** Who has come through the gate and who is still awaited, with the count of each. */
export function ArrivalsFilter({
  value,
  onChange,
  counts,
}: {
  value: ArrivalFilter;
  onChange: (value: ArrivalFilter) => void;
  counts: Record<ArrivalFilter, number>;
}) {
  const { t } = useLingui();
  const { all, arrived, missing } = counts;
  const labels: Record<ArrivalFilter, ReactNode> = {
    all: <Trans>Tous ({all})</Trans>,
    arrived: <Trans>Déjà là ({arrived})</Trans>,
    missing: <Trans>Pas encore là ({missing})</Trans>,
  };
  return (
    <div role="group" aria-label={t`Filtrer par arrivée`} className="flex flex-wrap gap-2">
      {ARRIVAL_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            "min-h-11 rounded-full border px-4 text-sm font-semibold",
            value === filter ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card hover:bg-muted",
          )}
        >
          {labels[filter]}
        </button>
      ))}
    </div>
  );
}
