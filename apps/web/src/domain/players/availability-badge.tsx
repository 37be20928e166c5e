import type { Availability } from "@escouade/contracts/players";
import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn.ts";
import { AVAILABILITY_LABELS } from "./player-labels.ts";

/** Whether a player is up for games these days, as they said on their profile. */
export function AvailabilityBadge({ availability, className }: { availability: Availability; className?: string }) {
  const { i18n } = useLingui();
  const available = availability === "available";
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        available ? "bg-primary/10 text-primary dark:bg-primary/20" : "bg-muted text-muted-foreground",
        className,
      )}
    >
      <span className={cn("size-2 rounded-full", available ? "bg-emerald-600 dark:bg-emerald-400" : "bg-muted-foreground")} aria-hidden />
      {i18n._(AVAILABILITY_LABELS[availability])}
    </span>
  );
}
