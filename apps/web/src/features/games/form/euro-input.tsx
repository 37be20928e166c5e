import { useLingui } from "@lingui/react/macro";
import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input.tsx";
import { centsToEuros, eurosToCents } from "./form-values.ts";

type EuroInputProps = Omit<ComponentProps<"input">, "value" | "onChange"> & { cents: number | undefined; onCentsChange: (cents: number) => void };

/** A price typed in euros ("15" or "12,50") and kept in cents; the text stays as typed while it means the same amount. */
export function EuroInput({ cents, onCentsChange, ...props }: EuroInputProps) {
  const { i18n } = useLingui();
  const [text, setText] = useState(() => centsToEuros(cents, i18n.locale));
  const parsed = eurosToCents(text);
  // The form changed the amount (a reset): show the new one.
  const shown = parsed === cents || (Number.isNaN(parsed) && (cents === undefined || Number.isNaN(cents))) ? text : centsToEuros(cents, i18n.locale);
  return (
    <div className="relative">
      <Input
        {...props}
        inputMode="decimal"
        className="pr-9"
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          onCentsChange(eurosToCents(event.target.value));
        }}
      />
      <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted-foreground" aria-hidden>
        €
      </span>
    </div>
  );
}
