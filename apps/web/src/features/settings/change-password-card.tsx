import { changePasswordSchema, type ChangePasswordInput } from "@escouade/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { refreshSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { SESSIONS_KEY } from "./sessions-card.tsx";

/**
 * A new password ends every other session (docs/product.md §8): whoever knew the old one is signed out
 * everywhere, and this device gets a fresh session.
 */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useAppForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) {
      if (error.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { type: "server", message: t`Ce n'est pas votre mot de passe actuel` }, { shouldFocus: true });
        return;
      }
      toast.error(authErrorMessage(error));
      return;
    }
    form.reset();
    toast.success(t`Mot de passe changé : vos autres appareils sont déconnectés`);
    await Promise.all([refreshSession(queryClient), queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })]);
  });

  return (
    <Card className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">
          <Trans>Mot de passe</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Le changer déconnecte tous vos autres appareils.</Trans>
        </p>
      </div>
      <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
        <FormSummary />
        <FormField control={form.control} name="currentPassword" label={<Trans>Mot de passe actuel</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...form.register("currentPassword")} />}
        </FormField>
        <FormField control={form.control} name="newPassword" label={<Trans>Nouveau mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...form.register("newPassword")} />}
        </FormField>
        <FormField control={form.control} name="confirmPassword" label={<Trans>Confirmer le nouveau mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" {...form.register("confirmPassword")} />}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          <Trans>Changer le mot de passe</Trans>
        </Button>
      </AppForm>
    </Card>
  );
}
