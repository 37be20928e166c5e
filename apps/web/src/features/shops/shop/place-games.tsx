import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarPlus } from "lucide-react";
import { Card } from "@/components/ui/card.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { GameList } from "@/domain/games/game-list.tsx";
import { GameTime } from "@/domain/games/game-time.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { usePlaceAction } from "./use-place-action.ts";

/**
 * The games to come at this field, those the viewer may see, soonest first. Its owners mark them
 * "official"; an organizer is offered to publish one here.
 */
export function PlaceGames({ shopId, lang, owner, signedIn }: { shopId: number; lang: string; owner: boolean; signedIn: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = usePlaceAction();
  const games = useQuery(trpc.games.getGames.queryOptions({ shopId, limit: 10 }, { staleTime: 60_000 }));
  const mark = useMutation(trpc.shops.setOfficial.mutationOptions());
  const items = games.data?.items ?? [];
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          <Trans>Prochaines parties ici</Trans>
        </h2>
        {signedIn ? (
          <Link
            to="/$lang/games/create"
            params={{ lang }}
            search={{ field: shopId }}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
          >
            <CalendarPlus className="size-4" aria-hidden />
            <Trans>Organiser une partie ici</Trans>
          </Link>
        ) : null}
      </div>
      <GameList
        games={items}
        lang={lang}
        dateStyle="dayYearTime"
        badge={(game) => (game.official ? t`Officielle` : null)}
        empty={<Trans>Aucune partie annoncée pour l'instant.</Trans>}
      />
      {owner && items.length > 0 ? (
        <fieldset className="space-y-1 border-t border-border pt-3">
          <legend className="float-left w-full pb-1 text-sm font-semibold">
            <Trans>Parties officielles du terrain</Trans>
          </legend>
          <p className="text-xs text-muted-foreground">
            <Trans>Cochez les parties que vous reconnaissez : elles portent la mention « Officielle » ici et sur leur page.</Trans>
          </p>
          {items.map((game) => (
            <CheckboxField
              key={game.id}
              label={
                <>
                  {game.title} · <GameTime date={game.startsAt} timeZone={game.timeZone} style="shortDate" />
                </>
              }
              checked={game.official}
              disabled={mark.isPending}
              onChange={(event) => {
                const official = event.target.checked;
                void run(() => mark.mutateAsync({ gameId: game.id, official }), official ? t`Partie marquée officielle` : t`Marque officielle retirée`);
              }}
            />
          ))}
        </fieldset>
      ) : null}
    </Card>
  );
}
