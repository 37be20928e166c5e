import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AvailabilityBadge } from "@/domain/players/availability-badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { trpc } from "@/lib/trpc.ts";
import { ageOn } from "@escouade/contracts/profile";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:col-span-2">{children}</dd>
    </div>
  );
}

export function OwnProfileDetails() {
  const { i18n } = useLingui();
  const names = useDisplayNames();
  const { data: p } = useSuspenseQuery(trpc.profiles.getOwnProfile.queryOptions());
  const birthDate = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${p.birthDate}T00:00:00Z`));
  const age = ageOn(p.birthDate, new Date());
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Informations publiques</Trans>
        </h2>
        <dl className="divide-y divide-border">
          <Row label={<Trans>Pseudo</Trans>}>{p.username}</Row>
          <Row label={<Trans>Nom complet</Trans>}>
            {p.firstName} {p.lastName}
          </Row>
          <Row label={<Trans>Âge</Trans>}>
            <Trans>{age} ans</Trans>
          </Row>
          <Row label={<Trans>Ville</Trans>}>
            {p.city} ({p.postalCode})
          </Row>
          <Row label={<Trans>Pays</Trans>}>{names.country(p.country)}</Row>
          <Row label={<Trans>Langues parlées</Trans>}>{p.languages.map((l) => names.language(l)).join(", ")}</Row>
          <Row label={<Trans>Disponibilité</Trans>}>
            <AvailabilityBadge availability={p.availability} />
          </Row>
          <Row label={<Trans>À propos</Trans>}>
            {p.bio ? (
              <span className="whitespace-pre-line break-words font-normal">{p.bio}</span>
            ) : (
              <span className="font-normal text-muted-foreground">
                <Trans>Pas encore de présentation : ajoutez-en une avec « Modifier le profil ».</Trans>
              </span>
            )}
          </Row>
          <Row label={<Trans>Réputation de joueur</Trans>}>
            {p.reputation.asPlayer.count > 0 ? <StarScore {...p.reputation.asPlayer} /> : <span className="text-muted-foreground"><Trans>Pas encore de note</Trans></span>}
          </Row>
          {p.reputation.asOrganizer.count > 0 ? (
            <Row label={<Trans>Réputation d'organisateur</Trans>}>
              <StarScore {...p.reputation.asOrganizer} />
            </Row>
          ) : null}
        </dl>
      </Card>
      <Card>
        <h2 className="mb-1 text-lg font-bold">
          <Trans>Informations privées</Trans>
        </h2>
        <p className="mb-2 text-sm text-muted-foreground">
          <Trans>Visibles par vous seul.</Trans>
        </p>
        <dl className="divide-y divide-border">
          <Row label={<Trans>Adresse e-mail</Trans>}>{p.email}</Row>
          <Row label={<Trans>Téléphone</Trans>}>{p.phone}</Row>
          <Row label={<Trans>Date de naissance</Trans>}>{birthDate}</Row>
        </dl>
      </Card>
    </div>
  );
}
