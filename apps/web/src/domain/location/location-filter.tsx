import { Trans, useLingui } from "@lingui/react/macro";
import { LoaderCircle, LocateFixed, MapPin, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Select } from "@/components/ui/select.tsx";
import { CitySearch } from "./city-search.tsx";
import { formatDistance } from "@/lib/format-distance.ts";

export interface SearchLocation {
  lat: number;
  lon: number;
  /** A city's name; absent for the player's own position. */
  place?: string;
}

interface LocationFilterProps<Radius extends number> {
  location?: SearchLocation;
  /** The radius in force and the ones offered, in km (each search has its own list). */
  radius: Radius;
  radii: readonly Radius[];
  onLocationChange: (location: SearchLocation | undefined) => void;
  onRadiusChange: (radius: Radius) => void;
}

/** About 100 m: close enough to search around, vague enough to put in a shareable URL. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

type GeolocationProblem = "denied" | "unavailable" | "unsupported";

/** A place to search around: the player's own position or a city, and a radius. */
export function LocationFilter<Radius extends number>({ location, radius, radii, onLocationChange, onRadiusChange }: LocationFilterProps<Radius>) {
  const { t, i18n } = useLingui();
  const radiusId = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);

  const locateMe = () => {
    if (!("geolocation" in navigator)) {
      setProblem("unsupported");
      return;
    }
    setProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onLocationChange({ lat: round(coords.latitude), lon: round(coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Lieu</Trans>
      </legend>
      {location ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg bg-primary/10 px-3 text-sm font-semibold text-primary dark:bg-primary/20">
            {location.place ? <MapPin className="size-4 shrink-0" aria-hidden /> : <LocateFixed className="size-4 shrink-0" aria-hidden />}
            <span className="truncate">{location.place ?? t`Autour de moi`}</span>
          </span>
          <Button variant="ghost" size="icon" onClick={() => onLocationChange(undefined)} aria-label={t`Retirer le lieu`}>
            <X className="size-5" aria-hidden />
          </Button>
          <div className="flex items-center gap-2">
            <label htmlFor={radiusId} className="text-sm text-muted-foreground">
              <Trans>Rayon de recherche</Trans>
            </label>
            <Select id={radiusId} className="w-auto" value={radius} onChange={(event) => onRadiusChange(Number(event.target.value) as Radius)}>
              {radii.map((km) => (
                <option key={km} value={km}>
                  {formatDistance(km, i18n.locale)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
          <Button variant="outline" onClick={locateMe} disabled={locating} aria-describedby={problem ? `${radiusId}-problem` : undefined}>
            {locating ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <LocateFixed className="size-4" aria-hidden />}
            <Trans>Autour de moi</Trans>
          </Button>
          <CitySearch onSelect={(place) => onLocationChange({ lat: place.latitude, lon: place.longitude, place: place.city })} />
        </div>
      )}
      {problem ? (
        <p id={`${radiusId}-problem`} role="alert" className="text-sm text-destructive">
          {problem === "denied" ? (
            <Trans>Vous avez refusé l'accès à votre position. Autorisez-le dans votre navigateur, ou choisissez une ville.</Trans>
          ) : problem === "unavailable" ? (
            <Trans>Votre position n'a pas pu être déterminée. Réessayez, ou choisissez une ville.</Trans>
          ) : (
            <Trans>Votre navigateur ne permet pas de vous localiser. Choisissez une ville.</Trans>
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
