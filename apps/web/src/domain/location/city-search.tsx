import { ADDRESS_QUERY_MIN } from "@escouade/contracts/geo-limits";
import type { GeoPlace } from "@escouade/contracts/geo";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";

const DEBOUNCE_MS = 300;

/** A city picker (ARIA combobox): suggestions from 3 characters, a short pause after typing. */
export function CitySearch({ onSelect }: { onSelect: (place: GeoPlace) => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const names = useDisplayNames();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enabled = query.length >= ADDRESS_QUERY_MIN;
  const cities = useQuery({ ...trpc.geo.searchAddresses.queryOptions({ query, kind: "city" }), enabled, staleTime: 5 * 60_000 });
  const places = enabled ? (cities.data ?? []) : [];
  const showList = open && text.trim().length >= ADDRESS_QUERY_MIN;

  const choose = (place: GeoPlace) => {
    onSelect(place);
    setText("");
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === "ArrowUp" && places.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === "Enter" && showList && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        <Trans>Rechercher une ville</Trans>
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t`Une ville (3 lettres minimum)`}
        className="pl-9"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={cn("absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-border bg-card shadow-lg", !showList && "hidden")}>
        {cities.isError ? (
          <p role="alert" className="px-3 py-3 text-sm text-destructive">
            <Trans>Erreur lors du chargement des adresses</Trans>
          </p>
        ) : !enabled || cities.isFetching ? (
          <p role="status" className="px-3 py-3 text-sm text-muted-foreground">
            <Trans>Recherche...</Trans>
          </p>
        ) : places.length === 0 ? (
          <p role="status" className="px-3 py-3 text-sm text-muted-foreground">
            <Trans>Aucune adresse trouvée</Trans>
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t`Villes`}>
          {cities.isError
            ? null
            : places.map((place, index) => (
                <li
                  key={`${place.city}-${place.postalCode ?? ""}-${place.latitude}-${place.longitude}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn("flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm", index === active ? "bg-muted" : "hover:bg-muted")}
                  // mousedown, not click: cancelling it keeps the focus, so the input's blur does not close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(place);
                  }}
                >
                  <span className="font-medium">{place.city}</span>
                  <span className="text-xs text-muted-foreground">{[place.postalCode, names.country(place.country)].filter(Boolean).join(" · ")}</span>
                </li>
              ))}
        </ul>
      </div>
    </div>
  );
}
