import { ADDRESS_QUERY_MIN } from "@escouade/contracts/geo-limits";
import type { GeoPlace } from "@escouade/contracts/geo";
import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LoaderCircle, MapPin, Search } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Input } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";

interface AddressSearchProps {
  /** Defaults to the game form's wording; other forms name their own place. */
  label?: ReactNode;
  initialText: string;
  onPick: (place: GeoPlace) => void;
  error?: string;
}

/** Address autocomplete (WAI-ARIA combobox): suggestions from geo.searchAddresses once 3 characters are typed. */
export function AddressSearch({ label, initialText, onPick, error }: AddressSearchProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const names = useDisplayNames();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 300);
  const enabled = open && query.length >= ADDRESS_QUERY_MIN;
  const search = useQuery(
    trpc.geo.searchAddresses.queryOptions({ query, limit: 6 }, { enabled, staleTime: 5 * 60_000, retry: false, placeholderData: keepPreviousData }),
  );
  const places = enabled ? (search.data ?? []) : [];
  const typing = text.trim() !== query;
  const settled = enabled && !typing && !search.isFetching;
  const expanded = enabled && !typing && places.length > 0;

  function pick(place: GeoPlace) {
    setText(place.label);
    setOpen(false);
    setActive(-1);
    onPick(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === "Enter" && open && active >= 0 && places[active]) {
      // Enter picks the highlighted suggestion instead of submitting the form.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label ?? <Trans>Adresse du terrain</Trans>}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : hintId}
          autoComplete="off"
          placeholder={t`Rue, lieu-dit ou ville`}
          className="pl-9 pr-9"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {enabled && (typing || search.isFetching) ? (
          <LoaderCircle className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-label={t`Recherche en cours`} />
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t`Adresses proposées`}
          // Keep the focus in the input while a suggestion is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className={cn(
            "absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg",
            !expanded && "hidden",
          )}
        >
          {places.map((place, index) => (
            <div
              key={`${place.label}-${place.latitude}-${place.longitude}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => pick(place)}
              className={cn("flex min-h-11 cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm", index === active ? "bg-muted" : "hover:bg-muted")}
            >
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>
                <span className="block font-medium">{place.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {[place.postalCode, place.city].filter(Boolean).join(" ")} · {names.country(place.country)}
                </span>
              </span>
            </div>
          ))}
        </div>
        {settled && places.length === 0 && (search.isError || search.isSuccess) ? (
          <p role="status" className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-border bg-card px-3 py-3 text-sm shadow-lg">
            {search.isError ? (
              <span className="text-destructive">
                <Trans>Erreur lors du chargement des adresses</Trans>
              </span>
            ) : (
              <Trans>Aucune adresse trouvée</Trans>
            )}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          <Trans>Tapez au moins 3 caractères puis choisissez une suggestion.</Trans>
        </p>
      )}
    </div>
  );
}
