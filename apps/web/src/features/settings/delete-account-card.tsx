import { deleteAccountSchema, type DeleteAccountInput } from "@escouade/contracts/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { OtpInput } from "@/domain/auth/otp-input.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { forgetAccount, useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

type Method = DeleteAccountInput["method"];

/**
 * "Delete my account" (docs/product.md §8, GDPR erasure): what goes and what stays, said before; confirmed
 * by the password, or by a code sent to the address for who forgot it. Afterwards the player is
 * signed out everywhere and lands on the home page.
 */
export function DeleteAccountCard({ lang }: { lang: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="space-y-4 border-destructive/40">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-lg font-bold text-destructive">
          <TriangleAlert className="size-5" aria-hidden />
          <Trans>Supprimer mon compte</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>C'est définitif : pensez à télécharger vos données avant.</Trans>
        </p>
      </div>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>
          <Trans>Votre profil, votre équipement, vos amis, vos notifications et vos inscriptions aux parties à venir sont effacés.</Trans>
        </li>
        <li>
          <Trans>Vos parties à venir qui ont des inscrits sont annulées, et les inscrits prévenus. Votre équipe revient à son responsable suivant.</Trans>
        </li>
        <li>
          <Trans>Vos messages restent dans leurs conversations et vos parties passées dans l'historique de leurs joueurs, au nom de « Joueur supprimé ».</Trans>
        </li>
      </ul>
      {open ? (
        <ConfirmDeletion lang={lang} onCancel={() => setOpen(false)} />
      ) : (
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trans>Supprimer mon compte…</Trans>
        </Button>
      )}
    </Card>
  );
}

function ConfirmDeletion({ lang, onCancel }: { lang: string; onCancel: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const email = useSession()?.user.email ?? "";
  const [method, setMethod] = useState<Method>("password");
  const [codeSent, setCodeSent] = useState(false);
  const form = useAppForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { method: "password", password: "" },
  });
  const { isSubmitting } = form.formState;
  const sendCode = useMutation(trpc.account.requestDeletionCode.mutationOptions());
  const deletion = useMutation(trpc.account.deleteAccount.mutationOptions({ meta: { handlesError: true } }));

  function choose(next: Method) {
    setMethod(next);
    form.reset(next === "password" ? { method: "password", password: "" } : { method: "code", code: "" });
  }

  async function requestCode() {
    try {
      await sendCode.mutateAsync();
      setCodeSent(true);
      toast.success(t`Code envoyé à ${email}`);
    } catch {
      // The query client has shown why.
    }
  }

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await deletion.mutateAsync(input);
    } catch (error) {
      const info = readAppError(error);
      if (info.appCode === "WRONG_PASSWORD") form.setError("password", { type: "server", message: info.message }, { shouldFocus: true });
      else if (info.appCode === "CODE_INVALID") form.setError("code", { type: "server", message: info.message }, { shouldFocus: true });
      else toast.error(info.appCode === null && info.message ? info.message : t`Erreur lors de la suppression du compte : contactez le support`);
      return;
    }
    await forgetAccount(queryClient);
    toast.success(t`Votre compte a été supprimé`);
    await navigate({ to: "/$lang", params: { lang } });
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4 rounded-xl border border-destructive/30 p-4">
      <FormSummary />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">
          <Trans>Confirmer avec</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="deletion-method"
              className="size-4 accent-destructive"
              checked={method === "password"}
              onChange={() => choose("password")}
            />
            <Trans>mon mot de passe</Trans>
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="deletion-method" className="size-4 accent-destructive" checked={method === "code"} onChange={() => choose("code")} />
            <Trans>un code reçu par e-mail</Trans>
          </label>
        </div>
      </fieldset>
      {method === "password" ? (
        <FormField control={form.control} name="password" label={<Trans>Mot de passe</Trans>}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="current-password" {...form.register("password")} />}
        </FormField>
      ) : (
        <div className="space-y-3">
          <Button
            type="button"
            variant="outline"
            className="h-auto whitespace-normal break-all"
            disabled={sendCode.isPending}
            onClick={() => void requestCode()}
          >
            {codeSent ? <Trans>Renvoyer un code</Trans> : <Trans>Envoyer un code à {email}</Trans>}
          </Button>
          {codeSent ? (
            <FormField control={form.control} name="code" label={<Trans>Code reçu par e-mail</Trans>}>
              {(a11y) => <OtpInput {...a11y} {...form.register("code")} />}
            </FormField>
          ) : null}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting || (method === "code" && !codeSent)}>
          <Trans>Supprimer définitivement mon compte</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
