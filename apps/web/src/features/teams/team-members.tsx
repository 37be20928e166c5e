import { GAME_ROLES, TEAM_OFFICES, type GameRole, type TeamOffice } from "@escouade/contracts/teams";
import { ASSIGNABLE_TEAM_ROLES, isTeamRole, teamRoleCan, TEAM_ROLES, type AssignableTeamRole } from "@escouade/contracts/team-roles";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Crown, Settings2 } from "lucide-react";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { GAME_ROLE_LABELS, TEAM_OFFICE_LABELS, TEAM_ROLE_GROUP_LABELS, TEAM_ROLE_LABELS } from "./team-labels.ts";
import { TeamSection } from "./team-about.tsx";
import type { Team, TeamMember } from "./team-queries.ts";
import { useTeamAction } from "./use-team-action.ts";

/** The line-up, owner first, then admins, then members; leaders manage each one from here. */
export function TeamMembers({ team, lang }: { team: Team; lang: string }) {
  const { i18n } = useLingui();
  const viewerRole = team.viewer.membership?.role ?? null;
  return (
    <TeamSection title={<Trans>Membres</Trans>}>
      {TEAM_ROLES.map((role) => {
        const members = team.members.filter((m) => m.role === role);
        if (members.length === 0) return null;
        return (
          <div key={role} className="space-y-2">
            <h3 className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
              {i18n._(TEAM_ROLE_GROUP_LABELS[role])} ({members.length})
            </h3>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {members.map((member) => (
                <li key={member.memberId}>
                  <MemberRow team={team} member={member} lang={lang} viewerRole={viewerRole} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </TeamSection>
  );
}

function MemberRow({ team, member, lang, viewerRole }: { team: Team; member: TeamMember; lang: string; viewerRole: string | null }) {
  const { i18n } = useLingui();
  const self = team.viewer.membership?.memberId === member.memberId;
  const canManage = !self && member.role !== "owner" && teamRoleCan(viewerRole, { member: ["update"] });
  const details = [
    member.gameRole ? i18n._(GAME_ROLE_LABELS[member.gameRole as GameRole]) : null,
    member.office ? i18n._(TEAM_OFFICE_LABELS[member.office as TeamOffice]) : null,
  ].filter(Boolean);
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border p-2.5" data-testid="team-member">
      <Avatar avatar={member.avatar} username={member.username} />
      <div className="min-w-0 flex-1">
        <Link to="/$lang/user/$userId" params={{ lang, userId: member.userId }} className="block truncate font-semibold hover:underline">
          {member.username}
        </Link>
        {/* Wrapped, never cut: "Responsable · Chef de groupe · Trésorier" is read whole on a phone. */}
        <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
          {member.role === "owner" ? <Crown className="size-3.5 shrink-0 text-accent" aria-hidden /> : null}
          <span>{isTeamRole(member.role) ? i18n._(TEAM_ROLE_LABELS[member.role]) : member.role}</span>
          {details.map((detail) => (
            <span key={detail}>· {detail}</span>
          ))}
        </p>
      </div>
      {canManage || self ? <ManageMemberDialog team={team} member={member} viewerRole={viewerRole} self={self} /> : null}
    </div>
  );
}

/** A leader sets a member's role, game role and office, hands the team over or excludes; a member sets their own game role. */
function ManageMemberDialog({ team, member, viewerRole, self }: { team: Team; member: TeamMember; viewerRole: string | null; self: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<AssignableTeamRole>(member.role === "admin" ? "admin" : "member");
  const [gameRole, setGameRole] = useState<GameRole | "">((member.gameRole as GameRole | null) ?? "");
  const [office, setOffice] = useState<TeamOffice | "">((member.office as TeamOffice | null) ?? "");
  const update = useMutation(trpc.teams.updateMember.mutationOptions());
  const remove = useMutation(trpc.teams.removeMember.mutationOptions());
  const transfer = useMutation(trpc.teams.transferOwnership.mutationOptions());
  const leads = !self && teamRoleCan(viewerRole, { member: ["update"] });
  const canRemove = !self && teamRoleCan(viewerRole, { member: ["delete"] });
  const canTransfer = !self && teamRoleCan(viewerRole, { ownership: ["transfer"] });
  const memberId = member.memberId;
  const username = member.username;

  const save = () =>
    void run(
      () => update.mutateAsync({ memberId, gameRole: gameRole || null, ...(leads ? { role, ...(team.isAssociation ? { office: office || null } : {}) } : {}) }),
      t`Membre mis à jour`,
    ).then((ok) => ok && setOpen(false));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={self ? t`Mon rôle de jeu` : t`Gérer ${username}`}>
          <Settings2 className="size-5" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent title={self ? <Trans>Mon rôle de jeu</Trans> : <Trans>Gérer {username}</Trans>}>
        <DialogDescription>
          {self ? <Trans>Votre poste sur le terrain, visible par tous.</Trans> : <Trans>Son rôle dans l'équipe et sur le terrain.</Trans>}
        </DialogDescription>
        <div className="space-y-4">
          {leads ? (
            <LabelledControl id="member-role" label={<Trans>Rôle dans l'équipe</Trans>}>
              <Select id="member-role" value={role} onChange={(event) => setRole(event.target.value as AssignableTeamRole)}>
                <SelectOptions values={ASSIGNABLE_TEAM_ROLES} labels={TEAM_ROLE_LABELS} />
              </Select>
            </LabelledControl>
          ) : null}
          <LabelledControl id="member-game-role" label={<Trans>Rôle de jeu</Trans>}>
            <Select id="member-game-role" value={gameRole} onChange={(event) => setGameRole(event.target.value as GameRole | "")}>
              <option value="">{t`Aucun`}</option>
              <SelectOptions values={GAME_ROLES} labels={GAME_ROLE_LABELS} />
            </Select>
          </LabelledControl>
          {leads && team.isAssociation ? (
            <LabelledControl id="member-office" label={<Trans>Poste au bureau</Trans>}>
              <Select id="member-office" value={office} onChange={(event) => setOffice(event.target.value as TeamOffice | "")}>
                <option value="">{t`Aucun`}</option>
                <SelectOptions values={TEAM_OFFICES} labels={TEAM_OFFICE_LABELS} />
              </Select>
            </LabelledControl>
          ) : null}
          <Button className="w-full" disabled={update.isPending} onClick={save}>
            <Trans>Enregistrer</Trans>
          </Button>
          {canTransfer || canRemove ? (
            <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row">
              {canTransfer ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" className="flex-1">
                      <Crown className="size-4" aria-hidden />
                      <Trans>Transmettre l'équipe</Trans>
                    </Button>
                  }
                  title={<Trans>Transmettre l'équipe à {username} ?</Trans>}
                  description={<Trans>{username} deviendra chef d'équipe ; vous resterez responsable.</Trans>}
                  confirmLabel={<Trans>Transmettre</Trans>}
                  onConfirm={() =>
                    void run(() => transfer.mutateAsync({ teamId: team.id, memberId }), t`Équipe transmise à ${username}`).then((ok) => ok && setOpen(false))
                  }
                />
              ) : null}
              {canRemove ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="destructive" className="flex-1">
                      <Trans>Exclure</Trans>
                    </Button>
                  }
                  title={<Trans>Exclure {username} de l'équipe ?</Trans>}
                  description={<Trans>Cette personne sera prévenue et pourra postuler à nouveau plus tard.</Trans>}
                  confirmLabel={<Trans>Exclure</Trans>}
                  onConfirm={() =>
                    void run(() => remove.mutateAsync({ memberId }), t`${username} ne fait plus partie de l'équipe`).then((ok) => ok && setOpen(false))
                  }
                />
              ) : null}
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
