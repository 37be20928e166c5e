import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check, Flag } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { SideBadge } from "./side-badge.tsx";

/**
 * "Camps" on the game page: each side with its colour, name and count, the player's own side,
 * and a button to join one while the organizer lets players pick. The organizer gets a link to
 * the sides screen instead.
 */
export function GameSidesCard({ gameId, shareToken, lang }: { gameId: number; shareToken?: string; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const options = trpc.sides.getGameSides.queryOptions({ gameId, shareToken });
  const { data } = useQuery({ ...options, retry: false });
  const pick = useMutation(trpc.sides.pick.mutationOptions());
  if (!data || (data.sides.length === 0 && !data.isOrganizer)) return null;

  async function join(sideId: number, name: string) {
    try {
      await pick.mutateAsync({ gameId, sideId });
      toast.success(t`Vous êtes dans le camp ${name}`);
    } catch {
      // The query client has shown why.
    }
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
  }

  return (
    <Card role="region" className="space-y-3" aria-labelledby="game-sides-title">
      <h2 id="game-sides-title" className="flex items-center gap-2 text-lg font-bold">
        <Flag className="size-5" aria-hidden />
        <Trans>Camps</Trans>
      </h2>
      {data.sides.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aucun camp défini pour l'instant.</Trans>
        </p>
      ) : null}
      <ul className="space-y-2">
        {data.sides.map((side) => {
          const mine = data.mySideId === side.id;
          const full = side.maxPlayers !== null && side.count >= side.maxPlayers;
          return (
            <li key={side.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
              <span className="flex min-w-0 flex-col items-start gap-0.5">
                <SideBadge name={side.name} colour={side.colour} />
                <span className="pl-1 text-sm tabular-nums text-muted-foreground">
                  {side.maxPlayers === null ? (
                    <Plural value={side.count} one="# joueur" other="# joueurs" />
                  ) : (
                    <Plural value={side.maxPlayers} one={`${side.count} / # joueur`} other={`${side.count} / # joueurs`} />
                  )}
                </span>
              </span>
              {mine ? (
                <span className="inline-flex items-center gap-1 text-sm font-semibold">
                  <Check className="size-4" aria-hidden />
                  <Trans>Votre camp</Trans>
                </span>
              ) : data.canPick ? (
                <Button
                  variant="outline"
                  className="min-h-11"
                  disabled={full || pick.isPending}
                  onClick={() => void join(side.id, side.name)}
                  aria-label={full ? t`${side.name} : complet` : t`Rejoindre ${side.name}`}
                >
                  {full ? <Trans>Complet</Trans> : <Trans>Rejoindre</Trans>}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {data.isOrganizer ? (
        <Link
          to="/$lang/games/$gameId/sides"
          params={{ lang, gameId }}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {data.sides.length === 0 ? <Trans>Définir les camps</Trans> : <Trans>Gérer les camps</Trans>}
        </Link>
      ) : data.mySideId === null && data.sides.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {data.canPick ? (
            <Trans>Choisissez votre camp.</Trans>
          ) : data.open ? (
            <Trans>Les camps se choisissent une fois la place confirmée, avant le début.</Trans>
          ) : (
            <Trans>L'organisateur vous attribuera un camp.</Trans>
          )}
        </p>
      ) : null}
    </Card>
  );
}
