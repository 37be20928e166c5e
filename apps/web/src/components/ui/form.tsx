import { Trans } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { createContext, use, useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place forms are made
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { cn } from "@/lib/cn.ts";
import { invalidControls, focusControl, type InvalidControl } from "./invalid-controls.ts";

/**
 * Every form of the app behaves the same way after a submit that found errors (docs/product.md §9):
 * every error shows at once, the first invalid field in reading order gets the focus, and a
 * summary above the form links to each. Forms are made with `useAppForm` and rendered in `AppForm`.
 */
export function useAppForm<T extends FieldValues, C = unknown, O extends FieldValues = T>(props: UseFormProps<T, C, O>): UseFormReturn<T, C, O> {
  // react-hook-form would focus the first field it registered, not the first one on screen: AppForm focuses instead.
  return useForm<T, C, O>({ ...props, shouldFocusError: false });
}

const InvalidControlsContext = createContext<readonly InvalidControl[]>([]);

/** The invalid fields of the enclosing AppForm, in reading order (for an outline that marks its sections). */
export function useInvalidControls() {
  return use(InvalidControlsContext);
}

interface AppFormProps<T extends FieldValues, C, O extends FieldValues> extends Omit<ComponentProps<"form">, "onSubmit"> {
  form: UseFormReturn<T, C, O>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

export function AppForm<T extends FieldValues, C, O extends FieldValues>({ form, onSubmit, children, className, ...props }: AppFormProps<T, C, O>) {
  const ref = useRef<HTMLFormElement>(null);
  const { errors, submitCount } = form.formState;
  const [controls, setControls] = useState<readonly InvalidControl[]>([]);
  const focusedSubmit = useRef(0);
  // What the form shows is the truth: the controls marked invalid once React has drawn the errors.
  const errorsKey = `${submitCount}|${errorSignature(errors)}`;

  useEffect(() => {
    if (!ref.current) return;
    const found = submitCount > 0 ? invalidControls(ref.current) : [];
    setControls((current) => (sameControls(current, found) ? current : found));
    if (submitCount > focusedSubmit.current) {
      focusedSubmit.current = submitCount;
      if (found[0]) focusControl(found[0].element);
    }
  }, [errorsKey, submitCount]);

  return (
    <InvalidControlsContext value={controls}>
      <form ref={ref} onSubmit={(event) => void onSubmit(event)} noValidate className={className} {...props}>
        {children}
      </form>
    </InvalidControlsContext>
  );
}

/** The form-level summary: shown once a submit found errors, one link per invalid field. */
export function FormSummary({ className }: { className?: string }) {
  const controls = useInvalidControls();
  if (controls.length === 0) return null;
  return (
    <div role="alert" className={cn("space-y-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm", className)}>
      <p className="flex items-center gap-2 font-medium text-destructive">
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        <Trans>Le formulaire contient des erreurs.</Trans>
      </p>
      <ul className="space-y-1 ps-6">
        {controls.map((control) => (
          <li key={control.element.id}>
            <a
              href={`#${control.element.id}`}
              className="font-medium text-foreground underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                focusControl(control.element);
              }}
            >
              {control.label}
            </a>
            {control.message ? <span className="text-destructive"> — {control.message}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function errorSignature(errors: object, prefix = ""): string {
  return Object.entries(errors)
    .map(([key, value]) => {
      if (!value || typeof value !== "object" || key === "ref") return "";
      const message = typeof (value as { message?: unknown }).message === "string" ? `${prefix}${key}=${(value as { message: string }).message};` : "";
      return message + errorSignature(value as object, `${prefix}${key}.`);
    })
    .join("");
}

function sameControls(a: readonly InvalidControl[], b: readonly InvalidControl[]) {
  return (
    a.length === b.length && a.every((control, i) => control.element === b[i]!.element && control.message === b[i]!.message && control.label === b[i]!.label)
  );
}
