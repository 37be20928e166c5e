import { emailSchema, otpSchema } from "@escouade/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "@escouade/contracts/zod";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { Input } from "@/components/ui/input.tsx";
import { OtpInput } from "@/domain/auth/otp-input.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { refreshSession, useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";

const newEmailSchema = z.object({ newEmail: emailSchema });
const codeSchema = z.object({ otp: otpSchema });

/**
 * A new address replaces the old one only once a code sent to it is typed back: whoever mistyped
 * it, or does not own it, changes nothing. Whether it already has an account is not told here.
 */
export function ChangeEmailCard() {
  const currentEmail = useSession()?.user.email ?? "";
  const [pending, setPending] = useState<string | null>(null);

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">
          <Trans>Adresse e-mail</Trans>
        </h2>
        <p className="break-all text-sm text-muted-foreground">
          <Trans>Actuellement : {currentEmail}</Trans>
        </p>
      </div>
      {pending ? <CodeStep newEmail={pending} onDone={() => setPending(null)} /> : <AddressStep onSent={setPending} />}
    </Card>
  );
}

function AddressStep({ onSent }: { onSent: (email: string) => void }) {
  const form = useAppForm<z.infer<typeof newEmailSchema>>({ resolver: zodResolver(newEmailSchema), defaultValues: { newEmail: "" } });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    const { error } = await authClient.emailOtp.requestEmailChange({ newEmail });
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    onSent(newEmail);
  });
  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <FormField control={form.control} name="newEmail" label={<Trans>Nouvelle adresse e-mail</Trans>}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register("newEmail")} />}
      </FormField>
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        <Trans>Recevoir un code à cette adresse</Trans>
      </Button>
    </AppForm>
  );
}

function CodeStep({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useAppForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema), defaultValues: { otp: "" } });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ otp }) => {
    const { error } = await authClient.emailOtp.changeEmail({ newEmail, otp });
    if (error) {
      toast.error(authErrorMessage(error));
      form.setValue("otp", "");
      return;
    }
    toast.success(t`Adresse e-mail changée`);
    await refreshSession(queryClient);
    onDone();
  });
  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm">
        <Trans>
          Si cette adresse peut être utilisée, un code à 6 chiffres vient d'y être envoyé : <strong className="break-all">{newEmail}</strong>.
        </Trans>
      </p>
      <FormField control={form.control} name="otp" label={<Trans>Code reçu à la nouvelle adresse</Trans>}>
        {(a11y) => <OtpInput {...a11y} {...form.register("otp")} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Changer l'adresse</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
