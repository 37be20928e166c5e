import { PARTNER_TYPES, partnerSchema } from "@escouade/contracts/contact";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { MessageField } from "./message-field.tsx";
import { SenderFields } from "./sender-fields.tsx";
import { SentPanel } from "./sent-panel.tsx";
import { SubmitRow } from "./submit-row.tsx";
import { useSendMessage } from "./use-send-message.ts";
import { useSession } from "@/lib/session.ts";
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
  const nameError = useFieldError(form.control, "name");
  const emailError = useFieldError(form.control, "email");
  const messageError = useFieldError(form.control, "message");
  const message = useWatch({ control: form.control, name: "message" });
  const { sent, send } = useSendMessage(form.setError);

  if (sent) return <SentPanel />;
  return (
    <AppForm form={form} onSubmit={form.handleSubmit(send)} className="relative space-y-5">
      <FormSummary />
      <FormField
        control={form.control}
        name="organization"
        label={<Trans>Structure</Trans>}
        hint={<Trans>Nom de la boutique, du terrain ou de l'association</Trans>}
      >
        {(a11y) => <Input {...a11y} autoComplete="organization" maxLength={150} {...form.register("organization")} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={form.control} name="partnerType" label={<Trans>Type</Trans>}>
          {(a11y) => (
            <Select {...a11y} defaultValue="" {...form.register("partnerType", { setValueAs: (value: string) => value || undefined })}>
              <option value="" disabled>
                {t`Choisissez un type`}
              </option>
              <SelectOptions values={PARTNER_TYPES} labels={PARTNER_TYPE_LABELS} />
            </Select>
          )}
        </FormField>
        <FormField control={form.control} name="city" label={<Trans>Ville</Trans>} hint={<Trans>Facultatif</Trans>}>
          {(a11y) => <Input {...a11y} autoComplete="address-level2" maxLength={100} {...form.register("city")} />}
        </FormField>
      </div>
      <SenderFields
        nameLabel={<Trans>Votre nom</Trans>}
        name={form.register("name")}
        email={form.register("email")}
        errors={{ name: nameError, email: emailError }}
      />
      <MessageField registration={form.register("message")} length={message?.length ?? 0} error={messageError} />
      <HoneypotField registration={form.register("website")} />
      <SubmitRow submitting={isSubmitting} serverError={errors.root?.server?.message} label={<Trans>Envoyer la demande</Trans>} />
    </AppForm>
  );
}
