import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Bell, BellOff, Check, Footprints, Pencil } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ClaimDialog } from "./claim-dialog.tsx";
import { usePlaceAction } from "./use-place-action.ts";
import type { Place } from "./use-shop.ts";

/** What a viewer can do from the head of a place's page: follow it, say they went, claim or edit it, report it. */
export function PlaceActions({ place, lang }: { place: Place; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const session = useSession();
  const run = usePlaceAction();
  const follow = useMutation(trpc.shops.followPlace.mutationOptions());
  const visit = useMutation(trpc.shops.markVisited.mutationOptions());
  const viewer = place.viewer;
  const onboarded = Boolean(session?.user.infoFilled && session.user.emailVerified);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {viewer?.owner ? (
        <Link
          to="/$lang/shops/$shopId/edit"
          params={{ lang, shopId: place.id }}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          <Pencil className="size-4" aria-hidden />
          <Trans>Modifier la page</Trans>
        </Link>
      ) : null}
      {viewer && onboarded ? (
        <Button
          variant={viewer.following ? "outline" : "primary"}
          aria-pressed={viewer.following}
          disabled={follow.isPending}
          onClick={() =>
            void run(
              () => follow.mutateAsync({ shopId: place.id, follow: !viewer.following }),
              viewer.following ? t`Vous ne suivez plus ce lieu` : t`Vous serez prévenu de ses actualités et de ses nouvelles parties`,
            )
          }
        >
          {viewer.following ? <BellOff className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
          {viewer.following ? <Trans>Ne plus suivre</Trans> : <Trans>Suivre</Trans>}
        </Button>
      ) : null}
      {viewer && onboarded && place.type !== "field" && !viewer.owner ? (
        <Button
          variant="outline"
          aria-pressed={viewer.visited}
          disabled={visit.isPending}
          onClick={() => void run(() => visit.mutateAsync({ shopId: place.id, visited: !viewer.visited }), null)}
        >
          {viewer.visited ? <Check className="size-4" aria-hidden /> : <Footprints className="size-4" aria-hidden />}
          {viewer.visited ? <Trans>J'y suis allé</Trans> : <Trans>J'y suis allé ?</Trans>}
        </Button>
      ) : null}
      {viewer && onboarded && !viewer.owner ? (
        viewer.claim?.status === "pending" ? (
          <p className="rounded-full bg-muted px-3 py-2 text-sm font-semibold">
            <Trans>Votre demande de gestion attend les modérateurs</Trans>
          </p>
        ) : (
          <ClaimDialog shopId={place.id} name={place.name} />
        )
      ) : null}
      <ReportButton target={{ kind: "shop", id: place.id }} mine={viewer?.owner} />
    </div>
  );
}
