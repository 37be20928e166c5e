import { PARTNER_TYPES, partnerSchema } from "@escouade/contracts/contact";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { MessageField } from "./message-field.tsx";
import { SenderFields } from "./sender-fields.tsx";
import { SentPanel } from "./sent-panel.tsx";
import { SubmitRow } from "./submit-row.tsx";
import { useSendMessage } from "./use-send-message.ts";
import { useSession } from "@/lib/session.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { PARTNER_TYPE_LABELS } from "./partner-labels.ts";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

type PartnerInput = z.input<typeof partnerSchema>;
type PartnerData = z.output<typeof partnerSchema>;

export function PartnerForm() {
  const { t } = useLingui();
  const email = useSession()?.user.email ?? "";
  const form = useAppForm<PartnerInput, unknown, PartnerData>({
    resolver: zodResolver(partnerSchema),
    defaultValues: { kind: "partner", organization: "", city: "", name: "", email, message: "", website: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: "message" });
  const { sent, send } = useSendMessage(form.setError);

  if (sent) return <SentPanel />;
  return (
    <AppForm form={form} onSubmit={form.handleSubmit(send)} className="relative space-y-5">
      <FormSummary />
      <Field
        label={<Trans>Structure</Trans>}
        hint={<Trans>Nom de la boutique, du terrain ou de l'association</Trans>}
        error={validationMessage(errors.organization?.message)}
      >
        {(a11y) => <Input {...a11y} autoComplete="organization" maxLength={150} {...form.register("organization")} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={<Trans>Type</Trans>} error={validationMessage(errors.partnerType?.message)}>
          {(a11y) => (
            <Select {...a11y} defaultValue="" {...form.register("partnerType", { setValueAs: (value: string) => value || undefined })}>
              <option value="" disabled>
                {t`Choisissez un type`}
              </option>
              <SelectOptions values={PARTNER_TYPES} labels={PARTNER_TYPE_LABELS} />
            </Select>
          )}
        </Field>
        <Field label={<Trans>Ville</Trans>} hint={<Trans>Facultatif</Trans>} error={validationMessage(errors.city?.message)}>
          {(a11y) => <Input {...a11y} autoComplete="address-level2" maxLength={100} {...form.register("city")} />}
        </Field>
      </div>
      <SenderFields
        nameLabel={<Trans>Votre nom</Trans>}
        name={form.register("name")}
        email={form.register("email")}
        errors={{ name: validationMessage(errors.name?.message), email: validationMessage(errors.email?.message) }}
      />
      <MessageField registration={form.register("message")} length={message?.length ?? 0} error={validationMessage(errors.message?.message)} />
      <HoneypotField registration={form.register("website")} />
      <SubmitRow submitting={isSubmitting} serverError={errors.root?.server?.message} label={<Trans>Envoyer la demande</Trans>} />
    </AppForm>
  );
}
