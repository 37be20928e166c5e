import { Trans } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";

const MAX_LENGTH = 5000;

/** The message, with how much room is left. */
export function MessageField({ registration, length, error }: { registration: UseFormRegisterReturn; length: number; error?: string }) {
  return (
    <Field
      label={<Trans>Message</Trans>}
      hint={
        <Trans>
          {length} / {MAX_LENGTH} caractères
        </Trans>
      }
      error={error}
    >
      {(a11y) => <Textarea {...a11y} rows={7} maxLength={MAX_LENGTH} {...registration} />}
    </Field>
  );
}
