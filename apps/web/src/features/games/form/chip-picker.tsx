import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

interface ChipPickerProps<T extends string> {
  legend: ReactNode;
  /** When a section title already says what the choice is about. */
  hideLegend?: boolean;
  hint?: ReactNode;
  options: readonly ChipOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
}

/** A set of checkboxes drawn as chips: the choices stay visible at a glance and are real checkboxes to assistive tech. */
export function ChipPicker<T extends string>({ legend, hideLegend, hint, options, value, onChange, error }: ChipPickerProps<T>) {
  const { errorId, groupProps } = useGroupError(error);
  const toggle = (option: T) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className="space-y-2" {...groupProps}>
      <legend className={hideLegend ? "sr-only" : "text-sm font-medium"}>{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                "relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:bg-muted",
              )}
            >
              {/* Transparent over the whole chip: the click lands on the checkbox itself. */}
              <input
                type="checkbox"
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={() => toggle(option.value)}
              />
              {checked ? <Check className="size-4" aria-hidden /> : null}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
