import type { NameVisibility } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { Eye } from "lucide-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { AvailabilityBadge } from "@/domain/players/availability-badge.tsx";
import { NAME_VISIBILITY_LABELS } from "@/domain/players/player-labels.ts";
import { Card } from "@/components/ui/card.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { DetailRow, ReputationScore } from "@/features/players/profile-facts.tsx";
import { ageOn } from "@escouade/contracts/profile";
import { UserText } from "@/components/ui/user-text.tsx";

/** Who else sees a fact the player chose to show or not (docs/product.md §5). */
function SeenBy({ visibility }: { visibility: NameVisibility }) {
  const { i18n } = useLingui();
  return (
    <span className="mt-0.5 flex items-center gap-1.5 text-sm font-normal text-muted-foreground">
      <Eye className="size-4 shrink-0" aria-hidden />
      <span className="sr-only">
        <Trans>Visible par :</Trans>
      </span>
      {i18n._(NAME_VISIBILITY_LABELS[visibility])}
    </span>
  );
}

export function OwnProfileDetails() {
  const trpc = useTRPC();
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
          <DetailRow label={<Trans>Pseudo</Trans>}>{p.username}</DetailRow>
          <DetailRow label={<Trans>Nom complet</Trans>}>
            {p.firstName} {p.lastName}
            <SeenBy visibility={p.nameVisibility} />
          </DetailRow>
          <DetailRow label={<Trans>Âge</Trans>}>
            <Trans>{age} ans</Trans>
            <SeenBy visibility={p.ageVisibility} />
          </DetailRow>
          <DetailRow label={<Trans>Ville</Trans>}>
            {p.city} ({p.postalCode})
          </DetailRow>
          <DetailRow label={<Trans>Pays</Trans>}>{names.country(p.country)}</DetailRow>
          <DetailRow label={<Trans>Langues parlées</Trans>}>{p.languages.map((l) => names.language(l)).join(", ")}</DetailRow>
          <DetailRow label={<Trans>Disponibilité</Trans>}>
            <AvailabilityBadge availability={p.availability} />
          </DetailRow>
          <DetailRow label={<Trans>À propos</Trans>}>
            {p.bio ? (
              <UserText as="span" text={p.bio} className="font-normal" />
            ) : (
              <span className="font-normal text-muted-foreground">
                <Trans>Pas encore de présentation : ajoutez-en une avec « Modifier le profil ».</Trans>
              </span>
            )}
          </DetailRow>
          <DetailRow label={<Trans>Réputation de joueur</Trans>}>
            <ReputationScore score={p.reputation.asPlayer} />
          </DetailRow>
          {p.reputation.asOrganizer.count > 0 ? (
            <DetailRow label={<Trans>Réputation d'organisateur</Trans>}>
              <StarScore {...p.reputation.asOrganizer} />
            </DetailRow>
          ) : null}
        </dl>
      </Card>
      <Card>
        <h2 className="mb-1 text-lg font-bold">
          <Trans>Informations privées</Trans>
        </h2>
        <p className="mb-2 text-sm text-muted-foreground">
          <Trans>Visibles par vous uniquement.</Trans>
        </p>
        <dl className="divide-y divide-border">
          <DetailRow label={<Trans>Adresse e-mail</Trans>}>{p.email}</DetailRow>
          <DetailRow label={<Trans>Téléphone</Trans>}>{p.phone}</DetailRow>
          <DetailRow label={<Trans>Date de naissance</Trans>}>{birthDate}</DetailRow>
        </dl>
      </Card>
    </div>
  );
}
