import { signUpSchema, type SignUpInput } from "@escouade/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";

import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { carryReturnTo } from "@/lib/return-to.ts";
import { AuthCard } from "./auth-card.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

const route = getRouteApi("/$lang/auth/signup");

export function SignUpPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const form = useAppForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    // The public name is the username chosen at onboarding; until then, the address's local part.
    const { error } = await authClient.signUp.email({ email, password, name: email.split("@")[0] ?? email, lang });
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    // The same answer whether the address is new or not: the e-mail says which.
    toast.success(t`C'est presque fini : vérifiez vos e-mails.`);
    await navigate({ to: "/$lang/auth/email-verification-otp", params: { lang }, search: { email, ...carryReturnTo(redirect) } });
  });

  return (
    <AuthCard
      title={<Trans>Créer un compte</Trans>}
      subtitle={<Trans>Rejoignez la communauté airsoft en quelques minutes.</Trans>}
      footer={
        <Trans>
          Déjà un compte ?{" "}
          <Link to="/$lang/auth" params={{ lang }} search={carryReturnTo(redirect)} className="font-semibold text-accent hover:underline">
            Se connecter
          </Link>
        </Trans>
      }
    >
      <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
        <FormSummary />
        <FormField control={form.control} name="email" label={<Trans>Adresse e-mail</Trans>}>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField
          control={form.control}
          name="password"
          label={<Trans>Mot de passe</Trans>}
          hint={<Trans>Au moins 6 caractères. Évitez les mots de passe trop courants.</Trans>}
        >
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...form.register("password")} />}
        </FormField>
        <FormField control={form.control} name="confirmPassword" label={<Trans>Confirmer le mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...form.register("confirmPassword")} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Création du compte...</Trans> : <Trans>Créer mon compte</Trans>}
        </Button>
      </AppForm>
    </AuthCard>
  );
}
