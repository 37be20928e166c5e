import { PLACE_SERVICES, type PlaceService } from "@escouade/contracts/places";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { PLACE_SERVICE_LABELS } from "@/domain/shops/place-labels.ts";
import { Chip } from "./chip.tsx";

/** What the place offers, ticked as chips; the contract keeps them in its own order whatever the ticking order. */
export function ServicesPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  value: readonly PlaceService[];
  onChange: (value: PlaceService[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const { errorId, groupProps } = useGroupError(error);
  return (
    <fieldset className="space-y-2" {...groupProps}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {PLACE_SERVICES.map((service) => {
          const checked = value.includes(service);
          return (
            <Chip
              key={service}
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? value.filter((other) => other !== service) : [...value, service])}
            >
              {t(PLACE_SERVICE_LABELS[service])}
            </Chip>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
