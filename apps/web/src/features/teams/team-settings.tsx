import { teamRoleCan } from "@escouade/contracts/team-roles";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { TeamSection } from "./team-about.tsx";
import { TeamForm, teamFormValues } from "./team-form.tsx";
import type { Team } from "./team-queries.ts";
import { useTeamAction } from "./use-team-action.ts";

/** Edit (leaders), delete (owner), leave (everyone but the owner, who hands over first). */
export function TeamSettings({ team, lang }: { team: Team; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const navigate = useNavigate();
  const role = team.viewer.membership?.role ?? null;
  const leave = useMutation(trpc.teams.leaveTeam.mutationOptions());
  const canEdit = teamRoleCan(role, { organization: ["update"] });
  const canDelete = teamRoleCan(role, { organization: ["delete"] });
  const mustHandOver = role === "owner";
  return (
    <TeamSection title={<Trans>Mon équipe</Trans>}>
      <div className="flex flex-wrap gap-2">
        {canEdit ? <EditTeamDialog team={team} /> : null}
        {mustHandOver ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <Trans>Quitter l'équipe</Trans>
              </Button>
            }
            title={<Trans>Quitter {team.name} ?</Trans>}
            description={<Trans>Vous ne ferez plus partie de l'équipe. Pour revenir, il faudra postuler à nouveau.</Trans>}
            confirmLabel={<Trans>Quitter</Trans>}
            onConfirm={() =>
              void run(() => leave.mutateAsync(), t`Vous avez quitté l'équipe`).then((ok) => {
                if (ok) void navigate({ to: "/$lang/teams", params: { lang } });
              })
            }
          />
        )}
      </div>
      {mustHandOver ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Pour quitter l'équipe, transmettez-la d'abord à un autre membre (bouton de réglage à côté de son nom), ou supprimez-la.</Trans>
        </p>
      ) : null}
      {canDelete ? (
        <div className="border-t border-border pt-3">
          <DeleteTeamDialog team={team} lang={lang} />
        </div>
      ) : null}
    </TeamSection>
  );
}

function EditTeamDialog({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Pencil className="size-4" aria-hidden />
          <Trans>Modifier l'équipe</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={<Trans>Modifier l'équipe</Trans>} size="lg">
        <DialogDescription>
          <Trans>Ces informations sont visibles par tous les joueurs.</Trans>
        </DialogDescription>
        <TeamForm teamId={team.id} defaultValues={teamFormValues(team)} homeField={team.homeField} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Deleting asks for the team's name, typed again. */
function DeleteTeamDialog({ team, lang }: { team: Team; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmName, setConfirmName] = useState("");
  const remove = useMutation(trpc.teams.deleteTeam.mutationOptions());
  const matches = confirmName.trim() === team.name;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trans>Supprimer l'équipe</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={<Trans>Supprimer l'équipe</Trans>} size="sm">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            void run(() => remove.mutateAsync({ teamId: team.id, confirmName }), t`Équipe supprimée`).then((ok) => {
              if (!ok) return;
              setOpen(false);
              void navigate({ to: "/$lang/teams", params: { lang } });
            });
          }}
        >
          <DialogDescription>
            <Trans>Les membres, candidatures, invitations et actualités de l'équipe seront supprimés. C'est définitif.</Trans>
          </DialogDescription>
          <Field label={<Trans>Tapez « {team.name} » pour confirmer</Trans>}>
            {(props) => <Input {...props} value={confirmName} onChange={(event) => setConfirmName(event.target.value)} autoComplete="off" />}
          </Field>
          <Button type="submit" variant="destructive" className="w-full" disabled={!matches || remove.isPending}>
            <Trans>Supprimer définitivement</Trans>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
