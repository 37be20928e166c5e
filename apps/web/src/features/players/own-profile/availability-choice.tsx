import type { Availability } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { cn } from "@/lib/cn.ts";
import { AVAILABILITY_LABELS } from "@/domain/players/player-labels.ts";

const OPTIONS = Object.keys(AVAILABILITY_LABELS) as Availability[];

/** Available or not: two radio buttons drawn as a segmented control. */
export function AvailabilityChoice({ value, onChange }: { value: Availability; onChange: (value: Availability) => void }) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        <Trans>Disponibilité</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-border p-1">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className={cn(
              "relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              value === option ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            {i18n._(AVAILABILITY_LABELS[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
