import { Plural, Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { ModerationShell } from "./moderation-shell.tsx";
import { PendingClaimCard } from "./pending-claim-card.tsx";
import { useDecideClaim } from "./use-decide-claim.ts";

const route = getRouteApi("/$lang/_authed/moderation/claims");

/** Players asking to run a place's page (docs/product.md §7), oldest first; each decision is audited. */
export function ModerationClaimsPage() {
  const { lang } = route.useParams();
  const { pending, decide, busyId } = useDecideClaim();
  return (
    <ModerationShell lang={lang} title={<Trans>Lieux revendiqués</Trans>}>
      <p role="status" className="text-sm text-muted-foreground">
        <Plural
          value={pending.length}
          _0="Aucune revendication en attente."
          one="# revendication en attente, la plus ancienne d'abord."
          other="# revendications en attente, les plus anciennes d'abord."
        />
      </p>
      {pending.length > 0 ? (
        <ul className="space-y-4">
          {pending.map((claim) => (
            <li key={claim.id}>
              <PendingClaimCard claim={claim} lang={lang} busy={busyId === claim.id} onDecide={(decision, reason) => void decide(claim.id, decision, reason)} />
            </li>
          ))}
        </ul>
      ) : null}
    </ModerationShell>
  );
}
