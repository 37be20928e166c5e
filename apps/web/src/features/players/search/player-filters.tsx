import type { Availability } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { SearchBox } from "@/domain/search/search-box.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import { AVAILABILITY_LABELS } from "@/domain/players/player-labels.ts";
import { useDebouncedField } from "@/lib/use-debounced-field.ts";
import { LanguageFilter } from "@/domain/search/language-filter.tsx";
import { LocationFilter } from "@/domain/search/location-filter.tsx";
import type { UpdateSearch } from "@/domain/search/search-updaters.ts";
import { AVAILABILITY_VALUES, type PlayerSearchParams } from "./search-params.ts";

/** The name search, sent once typing pauses (or on Enter). */
export function NameSearchBox({ q, update }: { q?: string; update: UpdateSearch<PlayerSearchParams> }) {
  const { t } = useLingui();
  return (
    <SearchBox
      id="player-search-q"
      label={<Trans>Rechercher un joueur</Trans>}
      placeholder={t`Pseudo ou nom`}
      value={q}
      onSearch={(value) => update({ q: value || undefined }, { replace: true })}
    />
  );
}

export function PlayerFilters({ search, update }: { search: PlayerSearchParams; update: UpdateSearch<PlayerSearchParams> }) {
  const { t } = useLingui();
  const teamId = useId();
  const team = useDebouncedField(search.team ?? "", (value) => update({ team: value.trim() || undefined }, { replace: true }));

  return (
    <div className="space-y-4">
      <LocationFilter search={search} update={update} />
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledControl id="player-search-availability" label={<Trans>Disponibilité</Trans>}>
          <Select
            id="player-search-availability"
            value={search.availability ?? ""}
            onChange={(event) => update({ availability: (event.target.value || undefined) as Availability | undefined })}
          >
            <option value="">{t`Tous les joueurs`}</option>
            <SelectOptions values={AVAILABILITY_VALUES} labels={AVAILABILITY_LABELS} />
          </Select>
        </LabelledControl>
        <LanguageFilter id="player-search-language" value={search.language} onChange={(language) => update({ language })} />
        <LabelledControl id={teamId} label={<Trans>Équipe</Trans>}>
          <Input
            id={teamId}
            type="search"
            placeholder={t`Nom de l'équipe`}
            value={team.value}
            onChange={(event) => team.setValue(event.target.value)}
            onBlur={team.flush}
            onKeyDown={(event) => event.key === "Enter" && team.flush()}
            maxLength={100}
          />
        </LabelledControl>
      </div>
    </div>
  );
}
