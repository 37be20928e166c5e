import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AvailabilityBadge } from "@/domain/players/availability-badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { trpc } from "@/lib/trpc.ts";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:col-span-2">{children}</dd>
    </div>
  );
}

function Score({ score }: { score: { average: number | null; count: number } }) {
  if (score.count === 0) {
    return (
      <span className="font-normal text-muted-foreground">
        <Trans>Pas encore de note</Trans>
      </span>
    );
  }
  return <StarScore average={score.average} count={score.count} />;
}

/** The profile tab: the player's own words, then the facts that help to play together. */
export function PlayerAbout({ userId }: { userId: string }) {
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
          <p className="whitespace-pre-line break-words">{p.bio}</p>
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
          <Row label={<Trans>Langues parlées</Trans>}>{p.languages.map((l) => names.language(l)).join(", ")}</Row>
          <Row label={<Trans>Équipe</Trans>}>
            {p.team ?? (
              <span className="font-normal text-muted-foreground">
                <Trans>Sans équipe</Trans>
              </span>
            )}
          </Row>
          <Row label={<Trans>Disponibilité</Trans>}>
            <AvailabilityBadge availability={p.availability} />
          </Row>
          <Row label={<Trans>Réputation de joueur</Trans>}>
            <Score score={p.reputation.asPlayer} />
          </Row>
          <Row label={<Trans>Réputation d'organisateur</Trans>}>
            <Score score={p.reputation.asOrganizer} />
          </Row>
        </dl>
      </Card>
    </div>
  );
}
