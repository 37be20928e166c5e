import { Plural, Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { ModerationShell } from "./moderation-shell.tsx";
import { PendingShopCard } from "./pending-shop-card.tsx";
import { useModerateShop } from "./use-moderate-shop.ts";

const route = getRouteApi("/$lang/_authed/moderation/shops");

export function ModerationShopsPage() {
  const { lang } = route.useParams();
  const { pending, decide, busyId } = useModerateShop();
  return (
    <ModerationShell lang={lang} title={<Trans>Boutiques signalées</Trans>}>
      <p role="status" className="text-sm text-muted-foreground">
        <Plural
          value={pending.length}
          _0="Aucun signalement en attente."
          one="# signalement en attente, le plus ancien d'abord."
          other="# signalements en attente, les plus anciens d'abord."
        />
      </p>
      {pending.length > 0 ? (
        <ul className="space-y-4">
          {pending.map((shop) => (
            <li key={shop.id}>
              <PendingShopCard shop={shop} lang={lang} busy={busyId === shop.id} onDecide={(decision) => void decide(shop.id, decision)} />
            </li>
          ))}
        </ul>
      ) : null}
    </ModerationShell>
  );
}
