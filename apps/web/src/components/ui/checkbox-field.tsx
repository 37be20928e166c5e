import { useId, type ComponentProps, type ReactNode } from "react";
import { FieldError } from "./field.tsx";

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type"> {
  /** The sentence beside the box; the whole line is the 44 px target, so it holds no link. */
  label: ReactNode;
  /** Below the sentence, outside the tap target: the links to read what is accepted. */
  details?: ReactNode;
  error?: string;
}

/** One checkbox to tick (accepting terms or rules), its error below it. */
export function CheckboxField({ label, details, error, id, ...props }: CheckboxFieldProps) {
  const uid = useId();
  const errorId = `${uid}-error`;
  return (
    <div className="space-y-1.5">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1 text-sm">
        <input
          id={id ?? `${uid}-box`}
          type="checkbox"
          className="size-6 shrink-0 accent-[var(--primary)]"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      {details ? <div className="ps-9 text-sm">{details}</div> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
