import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import type { Availability } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useMemo, useId, type ReactNode } from "react";
import { LocationFilter } from "@/components/location/location-filter.tsx";
import { Input, Select } from "@/components/ui/input.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { AVAILABILITY_LABELS } from "@/lib/player-labels.ts";
import { useDebouncedField } from "@/lib/use-debounced-field.ts";
import { AVAILABILITY_VALUES, DEFAULT_RADIUS_KM, PLAYER_RADII, type PlayerSearchParams } from "./search-params.ts";

export type UpdateSearch = (patch: Partial<PlayerSearchParams>, options?: { replace?: boolean }) => void;

/** The interface languages first: the usual choices stay at the top of a long list. */
const FIRST_LANGUAGES: readonly SpokenLanguage[] = ["fr", "en", "de", "es"];

function LabelledControl({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The name search, sent once typing pauses (or on Enter). */
export function NameSearchBox({ q, update }: { q?: string; update: UpdateSearch }) {
  const { t } = useLingui();
  const field = useDebouncedField(q ?? "", (value) => update({ q: value.trim() || undefined }, { replace: true }));
  return (
    <form
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        field.flush();
      }}
    >
      <label htmlFor="player-search-q" className="sr-only">
        <Trans>Rechercher un joueur</Trans>
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id="player-search-q"
        type="search"
        enterKeyHint="search"
        placeholder={t`Pseudo ou nom`}
        className="pl-10"
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.flush}
        maxLength={100}
      />
    </form>
  );
}

export function PlayerFilterPanel({ search, update }: { search: PlayerSearchParams; update: UpdateSearch }) {
  const { t, i18n } = useLingui();
  const names = useDisplayNames();
  const teamId = useId();
  const languages = useMemo(() => {
    const rest = SPOKEN_LANGUAGES.filter((l) => !FIRST_LANGUAGES.includes(l)).sort((a, b) => names.collator.compare(names.language(a), names.language(b)));
    return [...FIRST_LANGUAGES, ...rest];
  }, [names]);
  const team = useDebouncedField(search.team ?? "", (value) => update({ team: value.trim() || undefined }, { replace: true }));

  return (
    <div className="space-y-4">
      <LocationFilter
        location={search.lat !== undefined && search.lon !== undefined ? { lat: search.lat, lon: search.lon, place: search.place } : undefined}
        radius={search.radius ?? DEFAULT_RADIUS_KM}
        radii={PLAYER_RADII}
        onLocationChange={(location) => update({ lat: location?.lat, lon: location?.lon, place: location?.place, radius: location ? search.radius : undefined })}
        onRadiusChange={(radius) => update({ radius })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledControl id="player-search-availability" label={<Trans>Disponibilité</Trans>}>
          <Select
            id="player-search-availability"
            value={search.availability ?? ""}
            onChange={(event) => update({ availability: (event.target.value || undefined) as Availability | undefined })}
          >
            <option value="">{t`Tous les joueurs`}</option>
            {AVAILABILITY_VALUES.map((value) => (
              <option key={value} value={value}>
                {i18n._(AVAILABILITY_LABELS[value])}
              </option>
            ))}
          </Select>
        </LabelledControl>
        <LabelledControl id="player-search-language" label={<Trans>Langue parlée</Trans>}>
          <Select id="player-search-language" value={search.language ?? ""} onChange={(event) => update({ language: (event.target.value || undefined) as SpokenLanguage | undefined })}>
            <option value="">{t`Toutes les langues`}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {names.language(code)}
              </option>
            ))}
          </Select>
        </LabelledControl>
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
