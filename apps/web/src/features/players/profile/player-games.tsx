import { gamePhase } from "@escouade/contracts/game-rules";
import { Trans } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { format } from "date-fns";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { dateFnsLocale } from "@/lib/format.ts";
import { trpc } from "@/lib/trpc.ts";

interface GameRow {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  city: string;
  cancelledAt: Date | null;
  status?: string;
}

function StateBadge({ game }: { game: GameRow }) {
  const label = game.cancelledAt ? (
    <Trans>Annulée</Trans>
  ) : game.status === "waitlisted" ? (
    <Trans>Liste d'attente</Trans>
  ) : gamePhase(game) !== "past" ? (
    <Trans>À venir</Trans>
  ) : null;
  return label ? <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{label}</span> : null;
}

function GameList({ games, lang, empty }: { games: readonly GameRow[]; lang: string; empty: ReactNode }) {
  const locale = dateFnsLocale(lang);
  if (games.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {games.map((game) => (
        <li key={game.id}>
          <Link to="/$lang/games/$gameId" params={{ lang, gameId: game.id }} className="flex min-h-14 items-center justify-between gap-3 py-3 hover:bg-muted/40">
            <span className="min-w-0">
              <span className="block break-words font-semibold">{game.title}</span>
              <span className="text-sm text-muted-foreground">
                {format(game.startsAt, "EEE d MMM yyyy", { locale })} · {game.city}
              </span>
            </span>
            <StateBadge game={game} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The games tab: what the player organizes and plays, as far as the viewer may see those games. */
export function PlayerGames({ userId, lang }: { userId: string; lang: string }) {
  const { data } = useSuspenseQuery(trpc.players.getPlayerGames.queryOptions({ userId }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Participations</Trans>
        </h2>
        <GameList games={data.played} lang={lang} empty={<Trans>Aucune partie pour l'instant.</Trans>} />
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Parties organisées</Trans>
        </h2>
        <GameList games={data.organized} lang={lang} empty={<Trans>N'a organisé aucune partie pour l'instant.</Trans>} />
      </Card>
    </div>
  );
}
