import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { SearchBox } from "@/domain/search/search-box.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { TeamSection } from "./team-about.tsx";
import type { Team, TeamRequests as Requests } from "./team-queries.ts";
import { useTeamAction } from "./use-team-action.ts";
import { UserText } from "@/components/ui/user-text.tsx";

/** For leaders: the applications to answer, the invitations waiting, and a player search to invite from. */
export function TeamRequests({ team, requests, lang }: { team: Team; requests: Requests; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const accept = useMutation(trpc.teams.acceptApplication.mutationOptions());
  const decline = useMutation(trpc.teams.declineApplication.mutationOptions());
  const cancel = useMutation(trpc.teams.cancelInvitation.mutationOptions());
  return (
    <TeamSection title={<Trans>Recrutement</Trans>}>
      <div className="space-y-2">
        <h3 className="font-semibold">
          <Trans>Candidatures ({requests.applications.length})</Trans>
        </h3>
        {requests.applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Aucune candidature en attente.</Trans>
          </p>
        ) : (
          <ul className="space-y-2">
            {requests.applications.map((application) => {
              const username = application.player.username;
              return (
                <li key={application.id} className="space-y-2 rounded-xl border border-border p-3" data-testid="team-application">
                  <div className="flex items-center gap-3">
                    <Avatar avatar={application.player.avatar} username={username} />
                    <Link
                      to="/$lang/user/$userId"
                      params={{ lang, userId: application.player.userId }}
                      className="min-w-0 flex-1 truncate font-semibold hover:underline"
                    >
                      {username}
                    </Link>
                  </div>
                  {application.message ? <UserText text={application.message} className="rounded-lg bg-muted p-2.5 text-sm" /> : null}
                  <div className="flex gap-2">
                    <Button
                      disabled={accept.isPending}
                      onClick={() => void run(() => accept.mutateAsync({ applicationId: application.id }), t`${username} a rejoint l'équipe`)}
                    >
                      <Trans>Accepter</Trans>
                    </Button>
                    <Button
                      variant="outline"
                      disabled={decline.isPending}
                      onClick={() => void run(() => decline.mutateAsync({ applicationId: application.id }), t`Candidature refusée`)}
                    >
                      <Trans>Refuser</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {requests.invitations.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">
            <Trans>Invitations envoyées ({requests.invitations.length})</Trans>
          </h3>
          <ul className="space-y-2">
            {requests.invitations.map((invitation) => (
              <li key={invitation.id} className="flex items-center gap-3 rounded-xl border border-border p-2.5">
                <Avatar avatar={invitation.player.avatar} username={invitation.player.username} />
                <span className="min-w-0 flex-1 truncate font-semibold">{invitation.player.username}</span>
                <Button
                  variant="ghost"
                  disabled={cancel.isPending}
                  onClick={() => void run(() => cancel.mutateAsync({ invitationId: invitation.id }), t`Invitation annulée`)}
                >
                  <Trans>Annuler</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <InvitePlayer team={team} invitedIds={new Set(requests.invitations.map((i) => i.player.userId))} />
    </TeamSection>
  );
}

/** Finds a player by name (the player search's getPlayers) and invites them. */
function InvitePlayer({ team, invitedIds }: { team: Team; invitedIds: Set<string> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const [q, setQ] = useState("");
  const invite = useMutation(trpc.teams.inviteToTeam.mutationOptions());
  const players = useQuery({ ...trpc.players.getPlayers.queryOptions({ q, limit: 5 }), enabled: q.length >= 2 });
  const memberIds = new Set(team.members.map((m) => m.userId));
  return (
    <div className="space-y-2 border-t border-border pt-3">
      <h3 className="font-semibold">
        <Trans>Inviter un joueur</Trans>
      </h3>
      <div className="flex">
        <SearchBox
          id="team-invite-q"
          label={<Trans>Rechercher un joueur à inviter</Trans>}
          placeholder={t`Pseudo ou nom`}
          value={q || undefined}
          onSearch={(value) => setQ(value.trim())}
        />
      </div>
      {q.length >= 2 && players.data ? (
        players.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Aucun joueur trouvé.</Trans>
          </p>
        ) : (
          <ul className="space-y-2">
            {players.data.items.map((player) => {
              const username = player.username;
              const already = memberIds.has(player.userId) || invitedIds.has(player.userId);
              return (
                <li key={player.userId} className="flex items-center gap-3 rounded-xl border border-border p-2.5">
                  <Avatar avatar={player.avatar} username={username} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{username}</p>
                    <p className="truncate text-sm text-muted-foreground">{player.team ?? player.city}</p>
                  </div>
                  <Button
                    variant="outline"
                    disabled={already || invite.isPending || Boolean(player.team)}
                    onClick={() => void run(() => invite.mutateAsync({ teamId: team.id, userId: player.userId }), t`Invitation envoyée à ${username}`)}
                  >
                    {already ? <Trans>Invitation envoyée</Trans> : <Trans>Inviter</Trans>}
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
