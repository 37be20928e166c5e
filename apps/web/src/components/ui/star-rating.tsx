import { plural } from "@lingui/core/macro";
import { useLingui as useLinguiContext } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn.ts";

const SCORES = [1, 2, 3, 4, 5] as const;

function starsLabel(score: number) {
  return plural(score, { one: "# étoile sur 5", other: "# étoiles sur 5" });
}

/** Five stars as a radio group: keyboard arrows, a 44 px target per star, a spoken label. */
interface StarRatingInputProps {
  value: number | null;
  onChange: (score: number) => void;
  label: string;
  disabled?: boolean;
  /** The group's error: marks it invalid and points at the message (see field.tsx's useGroupError). */
  invalid?: { "aria-invalid"?: true; "aria-describedby"?: string };
}

export function StarRatingInput({ value, onChange, label, disabled, invalid }: StarRatingInputProps) {
  const name = useId();
  // `plural` reads the active catalog: subscribing re-renders the labels when the language changes.
  useLinguiContext();
  return (
    <div role="radiogroup" aria-label={label} className="flex" {...invalid}>
      {SCORES.map((score) => (
        <label key={score} className={cn("flex size-11 items-center justify-center", disabled ? "opacity-50" : "cursor-pointer")}>
          <input
            type="radio"
            name={name}
            value={score}
            checked={value === score}
            disabled={disabled}
            onChange={() => onChange(score)}
            className="peer sr-only"
            aria-label={starsLabel(score)}
          />
          <Star
            aria-hidden
            className={cn(
              "size-7 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring",
              value !== null && score <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
            )}
          />
        </label>
      ))}
    </div>
  );
}

/** A mean score: filled stars, the figure, and how many ratings it stands on (when given). */
export function StarScore({ average, count, className }: { average: number | null; count?: number; className?: string }) {
  const { i18n } = useLingui();
  if (average === null) return null;
  const rounded = Math.round(average);
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <span className="flex" aria-hidden>
        {SCORES.map((score) => (
          <Star key={score} className={cn("size-4", score <= rounded ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
        ))}
      </span>
      <span className="font-semibold">{i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
      {count === undefined ? null : <span className="text-muted-foreground">({i18n.number(count)})</span>}
    </span>
  );
}
