import { get, useFormState, type Control, type FieldError, type FieldPath, type FieldValues } from "react-hook-form";
import { validationMessage } from "@/lib/validation-messages.ts";
import { Field, type FieldProps } from "./field.tsx";

/** A field's own wording for some keys, where the shared sentence would not say enough (`{ url_invalid: t\`…\` }`). */
type KeyMessages = Readonly<Record<string, string>>;

/**
 * The translated error of one form path: its contracts' key in the active language, or, when the
 * form set it with `type: "server"`, the words it set.
 */
export function useFieldError<T extends FieldValues, C, O>(control: Control<T, C, O>, name: FieldPath<T>, messages?: KeyMessages): string | undefined {
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  const message = error?.message;
  if (!message) return undefined;
  if (error.type === "server") return message;
  return messages?.[message] ?? validationMessage(message);
}

interface FormFieldProps<T extends FieldValues, C, O> extends Omit<FieldProps, "error"> {
  control: Control<T, C, O>;
  /** The form path whose error the field shows. */
  name: FieldPath<T>;
  messages?: KeyMessages;
}

/** A `Field` of a form: it shows the error the form holds at `name`. */
export function FormField<T extends FieldValues, C, O>({ control, name, messages, ...props }: FormFieldProps<T, C, O>) {
  return <Field {...props} error={useFieldError(control, name, messages)} />;
}
