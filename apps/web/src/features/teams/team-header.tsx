import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { config } from "@/lib/config.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { imageUrl } from "@/lib/format.ts";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { MemberCount, TeamBadges } from "./team-badges.tsx";
import type { Team } from "./team-queries.ts";
import { useTeamAction } from "./use-team-action.ts";

/** Banner, logo, name, where, how many; then what the viewer can do with this team. */
export function TeamHeader({ team, hasTeam }: { team: Team; hasTeam: boolean }) {
  return (
    <TeamIdentity
      team={team}
      actions={
        <>
          <ViewerActions team={team} hasTeam={hasTeam} />
          <ReportButton target={{ kind: "team", id: team.id }} mine={team.viewer.membership !== null} />
        </>
      }
    />
  );
}

type Identity = Pick<Team, "name" | "bannerKey" | "logoKey" | "city" | "country" | "memberCount" | "recruiting" | "isAssociation">;

/** What the team looks like to anyone, its shared link's public face included. */
export function TeamIdentity({ team, actions }: { team: Identity; actions?: ReactNode }) {
  const names = useDisplayNames();
  return (
    <section className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {team.bannerKey ? (
        <img src={imageUrl(config.mediaUrl, team.bannerKey, "large")} alt="" className="h-28 w-full object-cover sm:h-40" />
      ) : (
        <div className="h-28 bg-gradient-to-r from-primary to-accent sm:h-40" aria-hidden />
      )}
      <div className="flex flex-col gap-4 px-5 pb-4 sm:flex-row sm:items-end sm:gap-5">
        {team.logoKey ? (
          <img
            src={imageUrl(config.mediaUrl, team.logoKey, "thumb")}
            alt=""
            className="-mt-10 size-20 rounded-2xl border-4 border-card object-cover sm:-mt-12 sm:size-24"
          />
        ) : (
          <div
            className="-mt-10 flex size-20 items-center justify-center rounded-2xl border-4 border-card bg-primary text-3xl font-extrabold text-primary-foreground sm:-mt-12 sm:size-24"
            aria-hidden
          >
            {team.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-1 pt-1">
          <h1 className="break-words text-2xl font-extrabold tracking-tight">{team.name}</h1>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {team.city}, {names.country(team.country)}
            </li>
            <li className="flex items-center gap-1.5">
              <MemberCount count={team.memberCount} />
            </li>
          </ul>
          <div className="pt-1">
            <TeamBadges recruiting={team.recruiting} isAssociation={team.isAssociation} lawInFull />
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div> : null}
      </div>
    </section>
  );
}

/** A visitor applies (or cancels a pending application), or answers the team's invitation. */
function ViewerActions({ team, hasTeam }: { team: Team; hasTeam: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const cancel = useMutation(trpc.teams.cancelApplication.mutationOptions());
  const accept = useMutation(trpc.teams.acceptInvitation.mutationOptions());
  const decline = useMutation(trpc.teams.declineInvitation.mutationOptions());
  const { membership, pendingApplication, pendingInvitation } = team.viewer;
  if (membership) return null;
  if (pendingInvitation) {
    const invitationId = pendingInvitation.id;
    return (
      <>
        <Button disabled={accept.isPending} onClick={() => void run(() => accept.mutateAsync({ invitationId }), t`Bienvenue dans l'équipe !`)}>
          <Trans>Accepter l'invitation</Trans>
        </Button>
        <Button variant="outline" disabled={decline.isPending} onClick={() => void run(() => decline.mutateAsync({ invitationId }), t`Invitation refusée`)}>
          <Trans>Refuser</Trans>
        </Button>
      </>
    );
  }
  if (pendingApplication) {
    const applicationId = pendingApplication.id;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-muted-foreground">
          <Trans>Candidature envoyée</Trans>
        </span>
        <Button variant="outline" disabled={cancel.isPending} onClick={() => void run(() => cancel.mutateAsync({ applicationId }), t`Candidature annulée`)}>
          <Trans>Annuler ma candidature</Trans>
        </Button>
      </div>
    );
  }
  if (!team.recruiting || hasTeam) return null;
  return <ApplyDialog team={team} />;
}

function ApplyDialog({ team }: { team: Team }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const apply = useMutation(trpc.teams.applyToTeam.mutationOptions());
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Trans>Postuler</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={<Trans>Postuler chez {team.name}</Trans>}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => apply.mutateAsync({ teamId: team.id, message }), t`Candidature envoyée`).then((ok) => ok && setOpen(false));
          }}
        >
          <DialogDescription>
            <Trans>Les responsables de l'équipe reçoivent votre candidature et vous répondent ici.</Trans>
          </DialogDescription>
          {team.recruitingText ? <p className="rounded-lg bg-muted p-3 text-sm">{team.recruitingText}</p> : null}
          <Field label={<Trans>Votre message</Trans>}>
            {(props) => (
              <Textarea
                {...props}
                rows={4}
                maxLength={500}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                placeholder={t`Présentez-vous : expérience, réplique, disponibilités...`}
              />
            )}
          </Field>
          <Button type="submit" disabled={apply.isPending} className="w-full">
            <Trans>Envoyer ma candidature</Trans>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
