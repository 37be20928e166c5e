import type { GameType } from "@escouade/contracts/games";
import { Trans, useLingui } from "@lingui/react/macro";
import { SearchBox } from "@/domain/search/search-box.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import { GAME_TYPE_LABELS } from "@/domain/games/game-labels.ts";
import { LanguageFilter } from "@/domain/search/language-filter.tsx";
import { LocationFilter } from "@/domain/search/location-filter.tsx";
import type { UpdateSearch } from "@/domain/search/search-updaters.ts";
import { isCalendarDay, gameSearchSchema, type GameSearchParams } from "./search-params.ts";
import { useDebouncedField } from "@/lib/use-debounced-field.ts";

const GAME_TYPES = Object.keys(GAME_TYPE_LABELS) as GameType[];

/** The free-text search, sent once typing pauses (or on Enter). */
export function GameSearchBox({ q, update }: { q?: string; update: UpdateSearch<GameSearchParams> }) {
  const { t } = useLingui();
  return (
    <SearchBox
      id="game-search-q"
      label={<Trans>Rechercher une partie</Trans>}
      placeholder={t`Titre, ville, description...`}
      value={q}
      onSearch={(value) => update({ q: value || undefined }, { replace: true })}
    />
  );
}

export function GameFilters({ search, update }: { search: GameSearchParams; update: UpdateSearch<GameSearchParams> }) {
  const { t } = useLingui();
  const maxPrice = useDebouncedField(search.maxPrice === undefined ? "" : String(search.maxPrice), (value) =>
    // The URL's own check decides: a negative or absurd price is dropped like a hand-edited one.
    update({ maxPrice: gameSearchSchema.parse({ maxPrice: value }).maxPrice }, { replace: true }),
  );
  const day = (value: string) => (isCalendarDay(value) ? value : undefined);

  return (
    <div className="space-y-4">
      <LocationFilter search={search} update={update} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-1">
          <LabelledControl id="game-search-type" label={<Trans>Type de partie</Trans>}>
            <Select
              id="game-search-type"
              value={search.type ?? ""}
              onChange={(event) => update({ type: (event.target.value || undefined) as GameType | undefined })}
            >
              <option value="">{t`Tous les types`}</option>
              <SelectOptions values={GAME_TYPES} labels={GAME_TYPE_LABELS} />
            </Select>
          </LabelledControl>
        </div>
        <LabelledControl id="game-search-from" label={<Trans>Du</Trans>}>
          <Input id="game-search-from" type="date" value={search.from ?? ""} max={search.to} onChange={(event) => update({ from: day(event.target.value) })} />
        </LabelledControl>
        <LabelledControl id="game-search-to" label={<Trans>Au</Trans>}>
          <Input id="game-search-to" type="date" value={search.to ?? ""} min={search.from} onChange={(event) => update({ to: day(event.target.value) })} />
        </LabelledControl>
        <div className="col-span-2 sm:col-span-1">
          <LabelledControl id="game-search-price" label={<Trans>Prix maximum (€)</Trans>}>
            <Input
              id="game-search-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={t`Sans limite`}
              value={maxPrice.value}
              onChange={(event) => maxPrice.setValue(event.target.value)}
              onBlur={maxPrice.flush}
              onKeyDown={(event) => event.key === "Enter" && maxPrice.flush()}
            />
          </LabelledControl>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <LanguageFilter id="game-search-language" value={search.language} onChange={(language) => update({ language })} />
        </div>
      </div>
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={search.placesLeft === true}
          onChange={(event) => update({ placesLeft: event.target.checked || undefined })}
        />
        <Trans>Places disponibles uniquement</Trans>
      </label>
    </div>
  );
}
