import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { TeamSection } from "./team-about.tsx";
import { TeamForm } from "./team-form.tsx";
import { myTeamQuery, type MyTeam } from "./team-queries.ts";
import { TeamView } from "./team-view.tsx";
import { useTeamAction } from "./use-team-action.ts";

const route = getRouteApi("/$lang/_authed/teams/");

/** /teams: my team's page, or, without one, create one, look for one, and my pending requests. */
export function MyTeamPage() {
  const trpc = useTRPC();
  const { lang } = route.useParams();
  const { data } = useSuspenseQuery(myTeamQuery(trpc));
  if (data.team) return <TeamView team={data.team} lang={lang} requests={data.requests} hasTeam />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        <Trans>Mon équipe</Trans>
      </h1>
      <PendingRequests data={data} lang={lang} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <TeamSection title={<Trans>Créer une équipe</Trans>}>
          <p className="text-sm text-muted-foreground">
            <Trans>Vous la dirigerez : vous recrutez, nommez des responsables et pouvez la transmettre plus tard.</Trans>
          </p>
          <TeamForm onDone={() => window.scrollTo({ top: 0 })} />
        </TeamSection>
        <aside className="order-first lg:order-none">
          <TeamSection title={<Trans>Rejoindre une équipe</Trans>}>
            <p className="text-sm text-muted-foreground">
              <Trans>Trouvez les équipes près de chez vous, celles qui recrutent, et postulez en un message.</Trans>
            </p>
            <Button asChild variant="accent" className="w-full">
              <Link to="/$lang/search/teams" params={{ lang }}>
                <Search className="size-4" aria-hidden />
                <Trans>Chercher une équipe</Trans>
              </Link>
            </Button>
          </TeamSection>
        </aside>
      </div>
    </div>
  );
}

/** My applications (cancel) and the invitations I received (accept or decline). */
function PendingRequests({ data, lang }: { data: MyTeam; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const cancel = useMutation(trpc.teams.cancelApplication.mutationOptions());
  const accept = useMutation(trpc.teams.acceptInvitation.mutationOptions());
  const decline = useMutation(trpc.teams.declineInvitation.mutationOptions());
  if (data.applications.length === 0 && data.invitations.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {data.invitations.length > 0 ? (
        <TeamSection title={<Trans>Invitations reçues</Trans>}>
          <ul className="space-y-2">
            {data.invitations.map((invitation) => {
              const name = invitation.team.name;
              return (
                <li key={invitation.id} className="space-y-2 rounded-xl border border-border p-3" data-testid="team-invitation">
                  <div className="flex items-center gap-3">
                    {invitation.inviter?.username ? <Avatar avatar={invitation.inviter.avatar} username={invitation.inviter.username} /> : null}
                    <p className="min-w-0 flex-1 text-sm">
                      <Link to="/$lang/teams/$slug" params={{ lang, slug: invitation.team.slug }} className="font-bold hover:underline">
                        {name}
                      </Link>{" "}
                      · {invitation.team.city}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      disabled={accept.isPending}
                      onClick={() => void run(() => accept.mutateAsync({ invitationId: invitation.id }), t`Bienvenue dans l'équipe !`)}
                    >
                      <Trans>Rejoindre {name}</Trans>
                    </Button>
                    <Button
                      variant="outline"
                      disabled={decline.isPending}
                      onClick={() => void run(() => decline.mutateAsync({ invitationId: invitation.id }), t`Invitation refusée`)}
                    >
                      <Trans>Refuser</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </TeamSection>
      ) : null}
      {data.applications.length > 0 ? (
        <TeamSection title={<Trans>Mes candidatures</Trans>}>
          <ul className="space-y-2">
            {data.applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3">
                <p className="min-w-0 flex-1 text-sm">
                  <Link to="/$lang/teams/$slug" params={{ lang, slug: application.team.slug }} className="font-bold hover:underline">
                    {application.team.name}
                  </Link>{" "}
                  · <Trans>en attente</Trans>
                </p>
                <Button
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() => void run(() => cancel.mutateAsync({ applicationId: application.id }), t`Candidature annulée`)}
                >
                  <Trans>Annuler</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </TeamSection>
      ) : null}
    </div>
  );
}
