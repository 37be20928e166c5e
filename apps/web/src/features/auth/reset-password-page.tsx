import { requestCodeSchema, resetPasswordSchema, type ResetPasswordInput } from "@escouade/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";

import { toast } from "@/lib/toast.ts";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { AuthCard } from "./auth-card.tsx";
import { DevOutboxHint } from "./dev-outbox-hint.tsx";
import { OtpInput } from "@/domain/auth/otp-input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

const route = getRouteApi("/$lang/auth/reset-password-otp");

/** Two steps on one page: ask for a code, then set a new password with it. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return email ? <ResetStep email={email} onRestart={() => setEmail(null)} /> : <RequestStep onSent={setEmail} />;
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const form = useAppForm<z.infer<typeof requestCodeSchema>>({ resolver: zodResolver(requestCodeSchema), defaultValues: { email: "" } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.emailOtp.requestPasswordReset({ email });
    if (error) {
      toast.error(error.status === 429 ? authErrorMessage(error) : t`Erreur lors de l'envoi du code. Si le problème persiste, contactez le support.`);
      return;
    }
    toast.success(t`Si un compte existe pour cette adresse, un code vient de lui être envoyé`);
    onSent(email);
  });

  return (
    <AuthCard
      title={<Trans>Mot de passe oublié</Trans>}
      subtitle={<Trans>Indiquez votre adresse e-mail : nous vous enverrons un code pour choisir un nouveau mot de passe.</Trans>}
      footer={
        <Link to="/$lang/auth" params={{ lang }} className="font-semibold text-accent hover:underline">
          <Trans>Retour à la connexion</Trans>
        </Link>
      }
    >
      <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
        <FormField control={form.control} name="email" label={<Trans>Adresse e-mail</Trans>}>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          <Trans>Recevoir un code</Trans>
        </Button>
      </AppForm>
    </AuthCard>
  );
}

function ResetStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const navigate = useNavigate();
  const form = useAppForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, otp: "", password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ otp, password }) => {
    const { error } = await authClient.emailOtp.resetPassword({ email, otp, password });
    if (error) {
      toast.error(error.code ? authErrorMessage(error) : t`Erreur lors de la réinitialisation du mot de passe`);
      return;
    }
    toast.success(t`Mot de passe réinitialisé, vous pouvez vous connecter`);
    await navigate({ to: "/$lang/auth", params: { lang } });
  });

  return (
    <AuthCard
      title={<Trans>Nouveau mot de passe</Trans>}
      subtitle={<Trans>Saisissez le code reçu à {email} et choisissez votre nouveau mot de passe.</Trans>}
      footer={
        <Button variant="link" onClick={onRestart}>
          <Trans>Changer d'adresse ou redemander un code</Trans>
        </Button>
      }
    >
      <DevOutboxHint />
      <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
        <FormSummary />
        <FormField control={form.control} name="otp" label={<Trans>Code reçu par e-mail</Trans>}>
          {(a11y) => <OtpInput {...a11y} {...form.register("otp")} />}
        </FormField>
        <FormField control={form.control} name="password" label={<Trans>Nouveau mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...form.register("password")} />}
        </FormField>
        <FormField control={form.control} name="confirmPassword" label={<Trans>Confirmer le mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...form.register("confirmPassword")} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          <Trans>Réinitialiser le mot de passe</Trans>
        </Button>
      </AppForm>
    </AuthCard>
  );
}
