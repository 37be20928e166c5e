import { useId, type ComponentProps, type ReactNode } from "react";
import { FieldError } from "./field.tsx";

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type"> {
  /** The sentence beside the box; the whole line is the 44 px target. */
  label: ReactNode;
  error?: string;
}

/** One checkbox to tick (accepting terms or rules), its error below it. */
export function CheckboxField({ label, error, id, ...props }: CheckboxFieldProps) {
  const uid = useId();
  const errorId = `${uid}-error`;
  return (
    <div className="space-y-1.5">
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input
          id={id ?? `${uid}-box`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
