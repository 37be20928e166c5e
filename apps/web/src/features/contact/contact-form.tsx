import { CONTACT_TOPICS, contactSchema } from "@escouade/contracts/contact";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/ui/field.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { useSession } from "@/lib/session.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { CONTACT_TOPIC_LABELS } from "./contact-labels.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { MessageField } from "./message-field.tsx";
import { SenderFields } from "./sender-fields.tsx";
import { SentPanel } from "./sent-panel.tsx";
import { SubmitRow } from "./submit-row.tsx";
import { useSendMessage } from "./use-send-message.ts";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

type ContactInput = z.input<typeof contactSchema>;
type ContactData = z.output<typeof contactSchema>;

export function ContactForm() {
  const { t } = useLingui();
  const email = useSession()?.user.email ?? "";
  const form = useAppForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: { kind: "contact", name: "", email, message: "", website: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: "message" });
  const { sent, send } = useSendMessage(form.setError);

  if (sent) return <SentPanel />;
  return (
    <AppForm form={form} onSubmit={form.handleSubmit(send)} className="relative space-y-5">
      <FormSummary />
      <Field label={<Trans>Sujet</Trans>} error={validationMessage(errors.topic?.message)}>
        {(a11y) => (
          <Select {...a11y} defaultValue="" {...form.register("topic", { setValueAs: (value: string) => value || undefined })}>
            <option value="" disabled>
              {t`Choisissez un sujet`}
            </option>
            <SelectOptions values={CONTACT_TOPICS} labels={CONTACT_TOPIC_LABELS} />
          </Select>
        )}
      </Field>
      <SenderFields
        nameLabel={<Trans>Nom</Trans>}
        name={form.register("name")}
        email={form.register("email")}
        errors={{ name: validationMessage(errors.name?.message), email: validationMessage(errors.email?.message) }}
      />
      <MessageField registration={form.register("message")} length={message?.length ?? 0} error={validationMessage(errors.message?.message)} />
      <HoneypotField registration={form.register("website")} />
      <SubmitRow submitting={isSubmitting} serverError={errors.root?.server?.message} label={<Trans>Envoyer le message</Trans>} />
    </AppForm>
  );
}
