import type { NameVisibility } from "@escouade/contracts/players";
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { NAME_VISIBILITY_LABELS } from "@/domain/players/player-labels.ts";

const OPTIONS = Object.keys(NAME_VISIBILITY_LABELS) as NameVisibility[];

const choice =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

/** Who sees one private fact (the real name, or the age): three radio buttons, one under the other on a phone. */
export function VisibilityChoice({ legend, value, onChange }: { legend: ReactNode; value: NameVisibility; onChange: (value: NameVisibility) => void }) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map((option) => (
          <label key={option} className={choice}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 shrink-0 accent-primary"
            />
            {i18n._(NAME_VISIBILITY_LABELS[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
