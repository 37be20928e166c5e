import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { AvailabilityBadge } from "@/domain/players/availability-badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { DetailRow, ReputationScore } from "@/features/players/profile-facts.tsx";
import { UserText } from "@/components/ui/user-text.tsx";

/** The profile tab: the player's own words, then the facts that help to play together. */
export function PlayerAbout({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const names = useDisplayNames();
  const { data: p } = useSuspenseQuery(trpc.players.getProfileById.queryOptions({ userId }));
  const username = p.username;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-3 text-lg font-bold">
          <Trans>À propos</Trans>
        </h2>
        {p.bio ? (
          <UserText text={p.bio} />
        ) : (
          <p className="text-muted-foreground">
            <Trans>{username} n'a pas encore écrit de présentation.</Trans>
          </p>
        )}
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Informations</Trans>
        </h2>
        <dl className="divide-y divide-border">
          <DetailRow label={<Trans>Langues parlées</Trans>}>{p.languages.map((l) => names.language(l)).join(", ")}</DetailRow>
          <DetailRow label={<Trans>Équipe</Trans>}>
            {p.team ?? (
              <span className="font-normal text-muted-foreground">
                <Trans>Sans équipe</Trans>
              </span>
            )}
          </DetailRow>
          <DetailRow label={<Trans>Disponibilité</Trans>}>
            <AvailabilityBadge availability={p.availability} />
          </DetailRow>
          <DetailRow label={<Trans>Réputation de joueur</Trans>}>
            <ReputationScore score={p.reputation.asPlayer} />
          </DetailRow>
          <DetailRow label={<Trans>Réputation d'organisateur</Trans>}>
            <ReputationScore score={p.reputation.asOrganizer} />
          </DetailRow>
        </dl>
      </Card>
    </div>
  );
}
