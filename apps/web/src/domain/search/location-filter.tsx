import { Trans, useLingui } from "@lingui/react/macro";
import { LoaderCircle, LocateFixed, MapPin, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Select } from "@/components/ui/select.tsx";
import { CitySearch } from "@/domain/location/city-search.tsx";
import { useGeolocation } from "@/domain/location/use-geolocation.ts";
import { formatDistance } from "@/lib/format-distance.ts";
import { DEFAULT_RADIUS_KM, SEARCH_RADII, type CenterParams, type SearchRadius } from "./search-params.ts";

/** About 100 m: close enough to search around, vague enough to put in a shareable URL. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * A place to search around: the visitor's own position or a city, and a radius. A new centre
 * keeps the radius chosen; removing the centre drops it.
 */
export function LocationFilter({ search, update }: { search: CenterParams; update: (patch: CenterParams) => void }) {
  const { t, i18n } = useLingui();
  const radiusId = useId();
  const me = useGeolocation(({ latitude, longitude }) => update({ lat: round(latitude), lon: round(longitude), place: undefined, radius: search.radius }));
  const hasCenter = search.lat !== undefined && search.lon !== undefined;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Lieu</Trans>
      </legend>
      {hasCenter ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg bg-primary/10 px-3 text-sm font-semibold text-primary dark:bg-primary/20">
            {search.place ? <MapPin className="size-4 shrink-0" aria-hidden /> : <LocateFixed className="size-4 shrink-0" aria-hidden />}
            <span className="truncate">{search.place ?? t`Autour de moi`}</span>
          </span>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => update({ lat: undefined, lon: undefined, place: undefined, radius: undefined })}
            aria-label={t`Retirer le lieu`}
          >
            <X className="size-5" aria-hidden />
          </Button>
          <div className="flex items-center gap-2">
            <label htmlFor={radiusId} className="text-sm text-muted-foreground">
              <Trans>Rayon de recherche</Trans>
            </label>
            <Select
              id={radiusId}
              className="w-auto"
              value={search.radius ?? DEFAULT_RADIUS_KM}
              onChange={(event) => update({ radius: Number(event.target.value) as SearchRadius })}
            >
              {SEARCH_RADII.map((km) => (
                <option key={km} value={km}>
                  {formatDistance(km, i18n.locale)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
          <Button variant="outline" onClick={me.locate} disabled={me.locating} aria-describedby={me.problem ? `${radiusId}-problem` : undefined}>
            {me.locating ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <LocateFixed className="size-4" aria-hidden />}
            <Trans>Autour de moi</Trans>
          </Button>
          <CitySearch onSelect={(place) => update({ lat: place.latitude, lon: place.longitude, place: place.city, radius: search.radius })} />
        </div>
      )}
      {me.problem ? (
        <p id={`${radiusId}-problem`} role="alert" className="text-sm text-destructive">
          {me.problem === "denied" ? (
            <Trans>Vous avez refusé l'accès à votre position. Autorisez-le dans votre navigateur, ou choisissez une ville.</Trans>
          ) : me.problem === "unavailable" ? (
            <Trans>Votre position n'a pas pu être déterminée. Réessayez, ou choisissez une ville.</Trans>
          ) : (
            <Trans>Votre navigateur ne permet pas de vous localiser. Choisissez une ville.</Trans>
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
