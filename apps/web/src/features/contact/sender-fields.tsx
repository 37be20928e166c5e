import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";

interface SenderFieldsProps {
  nameLabel: ReactNode;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  /** Translated errors of each field. */
  errors: { name?: string; email?: string };
}

/** Who writes and where to answer: the e-mail comes filled in for a signed-in player. */
export function SenderFields({ nameLabel, name, email, errors }: SenderFieldsProps) {
  return (
    <>
      <Field label={nameLabel} error={errors.name}>
        {(a11y) => <Input {...a11y} autoComplete="name" maxLength={100} {...name} />}
      </Field>
      <Field label={<Trans>E-mail</Trans>} error={errors.email}>
        {(a11y) => <Input {...a11y} type="email" inputMode="email" autoComplete="email" maxLength={200} {...email} />}
      </Field>
    </>
  );
}
