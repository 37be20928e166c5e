import { isOpenForRegistration } from "@escouade/contracts/game-rules";
import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { editDefaults, pickedFieldOf } from "./form-values.ts";
import { GameForm } from "./game-form.tsx";
import { PageHeader } from "./page-header.tsx";

const route = getRouteApi("/$lang/games/$gameId/edit");

function Refusal({ lang, gameId, title, children }: { lang: string; gameId: number; title: ReactNode; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-xl space-y-4 text-center">
      <Lock className="mx-auto size-8 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-sm text-muted-foreground">{children}</p>
      <Button asChild variant="outline">
        <Link to="/$lang/games/$gameId" params={{ lang, gameId }}>
          <Trans>Retour à la partie</Trans>
        </Link>
      </Button>
    </Card>
  );
}

export function EditGamePage() {
  const trpc = useTRPC();
  const { lang, gameId } = route.useParams();
  const { data: game } = useSuspenseQuery(trpc.games.getGame.queryOptions({ gameId }));
  const [defaults] = useState(() => editDefaults(game));

  if (!game.isOrganizer) {
    return (
      <Refusal lang={lang} gameId={gameId} title={<Trans>Modification impossible</Trans>}>
        <Trans>Seul l'organisateur de cette partie peut la modifier.</Trans>
      </Refusal>
    );
  }
  if (!isOpenForRegistration(game)) {
    return (
      <Refusal lang={lang} gameId={gameId} title={<Trans>Modification impossible</Trans>}>
        <Trans>Cette partie a commencé ou a été annulée : elle ne peut plus être modifiée.</Trans>
      </Refusal>
    );
  }
  const title = game.title;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<Trans>Organisateur</Trans>} title={<Trans>Modifier « {title} »</Trans>}>
        <Trans>Les joueurs inscrits sont prévenus de chaque modification.</Trans>
      </PageHeader>
      <GameForm lang={lang} gameId={gameId} laterInSeries={game.laterInSeries} defaultValues={defaults} field={pickedFieldOf(game)} />
    </div>
  );
}
