import { gamePhase } from "@escouade/contracts/game-rules";
import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { GameList } from "@/domain/games/game-list.tsx";
import { useTRPC } from "@/lib/trpc.ts";

interface GameRow {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  city: string;
  cancelledAt: Date | null;
  status?: string;
}

/** Cancelled, waitlisted or upcoming; a game played says nothing. */
function stateOf(game: GameRow): ReactNode {
  return game.cancelledAt ? (
    <Trans>Annulée</Trans>
  ) : game.status === "waitlisted" ? (
    <Trans>Liste d'attente</Trans>
  ) : gamePhase(game) !== "past" ? (
    <Trans>À venir</Trans>
  ) : null;
}

/** The games tab: what the player organizes and plays, as far as the viewer may see those games. */
export function PlayerGames({ userId, lang }: { userId: string; lang: string }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.players.getPlayerGames.queryOptions({ userId }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Participations</Trans>
        </h2>
        <GameList games={data.played} lang={lang} dateStyle="dayYear" badge={stateOf} empty={<Trans>Aucune partie pour l'instant.</Trans>} />
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Parties organisées</Trans>
        </h2>
        <GameList games={data.organized} lang={lang} dateStyle="dayYear" badge={stateOf} empty={<Trans>N'a organisé aucune partie pour l'instant.</Trans>} />
      </Card>
    </div>
  );
}
