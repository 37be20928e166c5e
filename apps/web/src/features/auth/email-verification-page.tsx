import { verifyEmailSchema } from "@escouade/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";

import { toast } from "@/lib/toast.ts";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { refreshSession } from "@/lib/session.ts";
import { carryReturnTo } from "@/lib/return-to.ts";
import { AuthCard } from "./auth-card.tsx";
import { DevOutboxHint } from "./dev-outbox-hint.tsx";
import { OtpInput } from "@/domain/auth/otp-input.tsx";
import { useResendCooldown } from "./use-resend-cooldown.ts";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";

const route = getRouteApi("/$lang/auth/email-verification-otp");

export function EmailVerificationPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const { redirect } = route.useSearch();
  const { email, fromSignUp } = route.useRouteContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cooldown = useResendCooldown();
  const form = useAppForm<z.infer<typeof verifyEmailSchema>>({ resolver: zodResolver(verifyEmailSchema), defaultValues: { otp: "" } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    const { error } = await authClient.emailOtp.verifyEmail({ email, otp });
    if (error) {
      toast.error(
        error.code === "INVALID_OTP" || error.code === "OTP_EXPIRED" || error.code === "TOO_MANY_ATTEMPTS"
          ? authErrorMessage(error)
          : t`La vérification de l'e-mail a échoué : l'adresse est peut-être déjà vérifiée, ou le code est invalide ou expiré.`,
      );
      form.setValue("otp", "");
      return;
    }
    toast.success(t`Adresse e-mail vérifiée`);
    await refreshSession(queryClient);
    await navigate({ to: "/$lang/register", params: { lang }, search: carryReturnTo(redirect) });
  });

  async function resend() {
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: "email-verification" });
    if (error) {
      toast.error(error.status === 429 ? authErrorMessage(error) : t`Erreur lors de l'envoi du code. Si le problème persiste, contactez le support.`);
      return;
    }
    cooldown.start();
    toast.success(t`Un nouveau code vous a été envoyé`);
  }

  return (
    <AuthCard
      title={<Trans>Vérifiez votre adresse e-mail</Trans>}
      subtitle={
        <Trans>
          Nous avons envoyé un code à 6 chiffres à <strong className="break-all text-foreground">{email}</strong>. Il est valable 10 minutes.
        </Trans>
      }
    >
      <MailCheck className="mx-auto size-12 text-accent" aria-hidden />
      <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
        <FormField control={form.control} name="otp" label={<Trans>Code de vérification</Trans>}>
          {(a11y) => <OtpInput {...a11y} {...form.register("otp")} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Vérification...</Trans> : <Trans>Vérifier</Trans>}
        </Button>
      </AppForm>
      {fromSignUp ? (
        <p className="text-center text-sm text-muted-foreground">
          <Trans>Cette adresse a déjà un compte ? L'e-mail vous le dit : connectez-vous, ou réinitialisez votre mot de passe.</Trans>
        </p>
      ) : null}
      <DevOutboxHint />
      <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
        <Trans>Vous n'avez rien reçu ? Pensez à vos courriers indésirables.</Trans>
        <Button variant="link" onClick={() => void resend()} disabled={cooldown.remaining > 0}>
          {cooldown.remaining > 0 ? <Trans>Renvoyer le code ({cooldown.remaining} s)</Trans> : <Trans>Renvoyer le code</Trans>}
        </Button>
      </div>
    </AuthCard>
  );
}
