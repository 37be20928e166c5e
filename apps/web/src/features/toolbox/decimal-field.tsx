import type { ReactNode } from "react";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";

interface DecimalFieldProps {
  label: ReactNode;
  unit: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** Shown, and announced, when the typed text is not accepted. */
  error?: string;
}

/**
 * A number typed the way the visitor writes it (comma or point): a text field with the decimal
 * keypad, since type="number" refuses "1,14" in some browsers and hides what was typed.
 */
export function DecimalField({ label, unit, value, onChange, placeholder, error }: DecimalFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className="pr-14 tabular-nums"
          />
          <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
            {unit}
          </span>
        </div>
      )}
    </Field>
  );
}
