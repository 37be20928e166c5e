import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode;
}

/** Label, control, hint and error wired together for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A field's error, read out as it appears; nothing while there is none. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

/**
 * For a group of controls with one error (chips, radios, pickers): the attributes that mark the
 * group invalid and point at its message, so the form summary and screen readers find both.
 */
export function useGroupError(error: string | undefined) {
  const errorId = `${useId()}-error`;
  return { errorId, groupProps: { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined } } as const;
}
