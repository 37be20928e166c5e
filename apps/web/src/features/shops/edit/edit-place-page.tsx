import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, Lock } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmbedSnippetCard } from "@/domain/embed/embed-snippet-card.tsx";
import { DiscordCard } from "@/domain/discord/discord-card.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { shopQuery } from "../shop/use-shop.ts";
import { PlaceForm } from "./place-form.tsx";

const route = getRouteApi("/$lang/_authed/shops/$shopId/edit");

/** The owners' edit of a place's page; anyone else is told who may edit it, not shown a form. */
export function EditPlacePage() {
  const trpc = useTRPC();
  const { lang, shopId } = route.useParams();
  const { data: place } = useSuspenseQuery(shopQuery(trpc, shopId));

  if (!place.viewer?.owner) {
    return (
      <Card className="mx-auto max-w-xl space-y-4 text-center">
        <Lock className="mx-auto size-8 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-bold">
          <Trans>Modification impossible</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Seuls les gérants de ce lieu peuvent modifier sa page.</Trans>
        </p>
        <Button asChild variant="outline">
          <Link to="/$lang/shops/$shopId" params={{ lang, shopId }}>
            <Trans>Retour à la page du lieu</Trans>
          </Link>
        </Button>
      </Card>
    );
  }
  const name = place.name;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to="/$lang/shops/$shopId"
        params={{ lang, shopId }}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Retour à la page du lieu</Trans>
      </Link>
      <header className="space-y-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          <Trans>Gérant</Trans>
        </p>
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          <Trans>Modifier « {name} »</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Le nom et l'adresse restent ceux vérifiés par les modérateurs : écrivez-leur pour les changer.</Trans>
        </p>
      </header>
      <PlaceForm place={place} lang={lang} />
      {/* Games are held at fields only: a shop has none to list on its site. */}
      {place.type === "field" ? <EmbedSnippetCard kind="field" embedKey={place.id} name={place.name} /> : null}
      <DiscordCard owner={{ kind: "place", shopId: place.id }} gamesHeld={place.type === "field"} />
    </div>
  );
}
