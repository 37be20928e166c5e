import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ShieldCheck, ShieldMinus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ModerationShell } from "./moderation-shell.tsx";

const route = getRouteApi("/$lang/_authed/moderation/moderators");

/** Admins name moderators, and take the role back, by username; each change is in the journal. */
export function ModeratorsPage() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang } = route.useParams();
  const queryClient = useQueryClient();
  const setModerator = useMutation(trpc.moderation.setModerator.mutationOptions({ meta: { handlesError: true } }));
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (moderator: boolean) => async (event?: FormEvent) => {
    event?.preventDefault();
    const name = username.trim();
    if (!name) return setError(t`Indiquez un pseudo`);
    setError(undefined);
    try {
      await setModerator.mutateAsync({ username: name, moderator });
      toast.success(i18n._(moderator ? msg`Droits de modération accordés à ${name}` : msg`Droits de modération retirés à ${name}`));
      setUsername("");
      await queryClient.invalidateQueries({ queryKey: trpc.moderation.pathKey() });
    } catch (caught) {
      const info = readAppError(caught);
      setError(info.appCode === "NOT_FOUND" ? t`Aucun joueur ne porte ce pseudo` : info.message);
    }
  };

  return (
    <ModerationShell lang={lang} title={<Trans>Modérateurs</Trans>}>
      <form onSubmit={(event) => void submit(true)(event)} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5" noValidate>
        <p className="text-sm text-muted-foreground">
          <Trans>Les modérateurs traitent les signalements. Ils ne peuvent agir ni sur un administrateur ni sur un autre modérateur.</Trans>
        </p>
        <Field label={<Trans>Pseudo du joueur</Trans>} error={error}>
          {(props) => <Input {...props} value={username} autoComplete="off" maxLength={100} onChange={(event) => setUsername(event.target.value)} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={setModerator.isPending}>
            <ShieldCheck className="size-4" aria-hidden />
            <Trans>Nommer modérateur</Trans>
          </Button>
          <Button type="button" variant="outline" disabled={setModerator.isPending} onClick={() => void submit(false)()}>
            <ShieldMinus className="size-4" aria-hidden />
            <Trans>Retirer le rôle</Trans>
          </Button>
        </div>
      </form>
    </ModerationShell>
  );
}
