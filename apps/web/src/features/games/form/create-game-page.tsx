import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { atField, createDefaults, duplicateDefaults, pickedFieldOf, type FieldAddress, type StoredGame } from "./form-values.ts";
import { GameForm } from "./game-form.tsx";
import { PageHeader } from "./page-header.tsx";

const route = getRouteApi("/$lang/_authed/games/create");

export function CreateGamePage() {
  const { lang } = route.useParams();
  const { from, series, field } = route.useSearch();
  if (from !== undefined) return <DuplicatedGame lang={lang} from={from} series={series} />;
  return field === undefined ? <NewGame lang={lang} /> : <NewGameAtField lang={lang} shopId={field} />;
}

/** From a field's page: the game starts at that field, with its address and rules; an unknown field starts empty. */
function NewGameAtField({ lang, shopId }: { lang: string; shopId: number }) {
  const trpc = useTRPC();
  const place = useQuery(trpc.shops.getShop.queryOptions({ shopId }, { retry: false, staleTime: 60_000 }));
  if (place.isError || (place.data && place.data.type !== "field")) return <NewGame lang={lang} />;
  return <QueryState query={place}>{(field) => <NewGame key={field.id} lang={lang} field={field} />}</QueryState>;
}

function NewGame({ lang, field }: { lang: string; field?: FieldAddress }) {
  // Computed once: the default Sunday must not move while the organizer types.
  const [defaults] = useState(() => (field ? atField(createDefaults(lang), field) : createDefaults(lang)));
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<Trans>Organisateur</Trans>} title={<Trans>Publier une partie</Trans>}>
        <Trans>Décrivez la partie, son terrain et ses règles. Elle sera visible dès la publication selon la visibilité choisie.</Trans>
      </PageHeader>
      <GameForm lang={lang} defaultValues={defaults} field={field ? { id: field.id, name: field.name, city: field.city } : null} />
    </div>
  );
}

/** Another's game, or one that does not exist, is not copied: the form starts empty instead. */
function DuplicatedGame({ lang, from, series }: { lang: string; from: number; series?: number }) {
  const trpc = useTRPC();
  const source = useQuery(trpc.games.getGame.queryOptions({ gameId: from }, { retry: false }));
  if (source.isError || (source.data && !source.data.isOrganizer)) return <NewGame lang={lang} />;
  return (
    <QueryState query={source}>
      {(game) => <DuplicateForm key={game.id} lang={lang} game={game} series={series !== undefined && series === game.seriesId ? series : undefined} />}
    </QueryState>
  );
}

/** `series`: the copy is a new date of the source's series, whose followers are told. */
function DuplicateForm({ lang, game, series }: { lang: string; game: StoredGame; series?: number }) {
  const [defaults] = useState(() => duplicateDefaults(game));
  const title = game.title;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<Trans>Organisateur</Trans>} title={series ? <Trans>Nouvelle date de « {title} »</Trans> : <Trans>Dupliquer « {title} »</Trans>}>
        {series ? (
          <Trans>Tout est repris de la dernière date, images comprises : choisissez la nouvelle date. Les joueurs qui suivent la série seront prévenus.</Trans>
        ) : (
          <Trans>Tout est repris de la partie d'origine, images comprises, une semaine plus tard ou plus : vérifiez les dates avant de publier.</Trans>
        )}
      </PageHeader>
      <GameForm lang={lang} seriesId={series} defaultValues={defaults} field={pickedFieldOf(game)} />
    </div>
  );
}
