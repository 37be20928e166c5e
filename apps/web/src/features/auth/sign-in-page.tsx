import { signInSchema, type SignInInput } from "@escouade/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";

import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { refreshSession } from "@/lib/session.ts";
import { carryReturnTo } from "@/lib/return-to.ts";
import { AuthCard } from "./auth-card.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

const route = getRouteApi("/$lang/auth/");

export function SignInPage() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAppForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const { error } = await authClient.signIn.email(values);
    if (error) {
      toast.error(authErrorMessage(error));
      return;
    }
    toast.success(t`Connexion réussie`);
    await refreshSession(queryClient);
    if (search.redirect) await navigate({ href: search.redirect });
    else await navigate({ to: "/$lang/profile/profile", params: { lang } });
  });

  return (
    <AuthCard
      title={<Trans>Connexion</Trans>}
      subtitle={<Trans>Retrouvez vos parties, vos amis et votre équipe.</Trans>}
      footer={
        <Trans>
          Pas encore de compte ?{" "}
          <Link to="/$lang/auth/signup" params={{ lang }} search={carryReturnTo(search.redirect)} className="font-semibold text-accent hover:underline">
            Créer un compte
          </Link>
        </Trans>
      }
    >
      <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
        <FormSummary />
        <FormField control={form.control} name="email" label={<Trans>Adresse e-mail</Trans>}>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField control={form.control} name="password" label={<Trans>Mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...form.register("password")} />}
        </FormField>
        <div className="flex justify-end">
          <Link to="/$lang/auth/reset-password-otp" params={{ lang }} className="text-sm font-medium text-accent hover:underline">
            <Trans>Mot de passe oublié ?</Trans>
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Connexion...</Trans> : <Trans>Se connecter</Trans>}
        </Button>
      </AppForm>
    </AuthCard>
  );
}
