import { CONTACT_TOPICS, contactSchema } from "@escouade/contracts/contact";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { useSession } from "@/lib/session.ts";
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
  const nameError = useFieldError(form.control, "name");
  const emailError = useFieldError(form.control, "email");
  const messageError = useFieldError(form.control, "message");
  const message = useWatch({ control: form.control, name: "message" });
  const { sent, send } = useSendMessage(form.setError);

  if (sent) return <SentPanel />;
  return (
    <AppForm form={form} onSubmit={form.handleSubmit(send)} className="relative space-y-5">
      <FormSummary />
      <FormField control={form.control} name="topic" label={<Trans>Sujet</Trans>}>
        {(a11y) => (
          <Select {...a11y} defaultValue="" {...form.register("topic", { setValueAs: (value: string) => value || undefined })}>
            <option value="" disabled>
              {t`Choisissez un sujet`}
            </option>
            <SelectOptions values={CONTACT_TOPICS} labels={CONTACT_TOPIC_LABELS} />
          </Select>
        )}
      </FormField>
      <SenderFields
        nameLabel={<Trans>Nom</Trans>}
        name={form.register("name")}
        email={form.register("email")}
        errors={{ name: nameError, email: emailError }}
      />
      <MessageField registration={form.register("message")} length={message?.length ?? 0} error={messageError} />
      <HoneypotField registration={form.register("website")} />
      <SubmitRow submitting={isSubmitting} serverError={errors.root?.server?.message} label={<Trans>Envoyer le message</Trans>} />
    </AppForm>
  );
}
