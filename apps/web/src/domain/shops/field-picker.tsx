import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, MapPin, X } from "lucide-react";
import { useDeferredValue, useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useTRPC } from "@/lib/trpc.ts";

export interface PickedField {
  id: number;
  name: string;
  city: string;
}

interface FieldPickerProps {
  value: PickedField | null;
  onChange: (field: PickedField | null) => void;
  legend: ReactNode;
  hint?: ReactNode;
  /** The clear button's name for screen readers. */
  clearLabel: string;
}

/** A known field: one of the approved shops of type field, found by name, clearable (a team's home field, a game's field). */
export function FieldPicker({ value, onChange, legend, hint, clearLabel }: FieldPickerProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const inputId = useId();
  const [q, setQ] = useState("");
  const deferred = useDeferredValue(q.trim());
  const search = useQuery({
    ...trpc.shops.getStores.queryOptions({ type: "field", q: deferred, limit: 8 }),
    enabled: deferred.length >= 2,
    staleTime: 60_000,
  });

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {value ? (
        <div className="flex items-center justify-between gap-2 rounded-xl border border-border bg-card px-3 py-1">
          <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
            <span className="truncate">
              {value.name}
              {value.city ? <span className="font-normal text-muted-foreground"> · {value.city}</span> : null}
            </span>
          </span>
          <Button variant="ghost" size="icon" aria-label={clearLabel} onClick={() => onChange(null)}>
            <X className="size-5" aria-hidden />
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <label htmlFor={inputId} className="sr-only">
            <Trans>Chercher un terrain par son nom</Trans>
          </label>
          <Input
            id={inputId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t`Chercher un terrain par son nom`}
            autoComplete="off"
          />
          {deferred.length >= 2 ? (
            search.isPending ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                <Trans>Recherche...</Trans>
              </p>
            ) : (search.data?.length ?? 0) === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>Aucun terrain référencé sous ce nom.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-border rounded-xl border border-border bg-card">
                {search.data!.map((field) => (
                  <li key={field.id}>
                    <button
                      type="button"
                      className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => {
                        onChange({ id: field.id, name: field.name, city: field.city });
                        setQ("");
                      }}
                    >
                      <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        <span className="font-semibold">{field.name}</span> <span className="text-muted-foreground">· {field.city}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
