import type { GeoPlace } from "@escouade/contracts/geo";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { validationMessage } from "@/lib/validation-messages.ts";

/** A form's address as an AddressSearch suggestion fills it, coordinates included. */
export function addressOf(place: GeoPlace) {
  return {
    street: place.street ?? "",
    city: place.city,
    postalCode: place.postalCode ?? "",
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

type AddressLine = "street" | "postalCode" | "city";

interface AddressDetailsProps {
  /** The suggestion's country: shown, not typed. */
  country: string | undefined;
  /** The form's registration of each line (`address.street`...). */
  register: (line: AddressLine) => UseFormRegisterReturn;
  /** The form's errors on the address, as contracts' keys. */
  errors: Partial<Record<AddressLine, { message?: string }>> | undefined;
  streetLabel: ReactNode;
  streetHint?: ReactNode;
}

/** Once a suggestion is picked: its street, postal code and city, to correct by hand, and its country. */
export function AddressDetails({ country, register, errors, streetLabel, streetHint }: AddressDetailsProps) {
  const names = useDisplayNames();
  const { t } = useLingui();
  // Once a place is picked, what is missing is the street line, not an address.
  const streetError =
    errors?.street?.message === "address_required"
      ? t`Indiquez la rue, le chemin ou le lieu-dit (au moins 3 caractères)`
      : validationMessage(errors?.street?.message);
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-5 rounded-xl bg-muted/50 p-3 sm:grid-cols-[9rem_1fr_1fr] sm:gap-x-5 sm:p-4">
      <Field className="col-span-2 sm:col-span-3" label={streetLabel} hint={streetHint} error={streetError}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...register("street")} />}
      </Field>
      <Field label={<Trans>Code postal</Trans>} error={validationMessage(errors?.postalCode?.message)}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...register("postalCode")} />}
      </Field>
      <Field label={<Trans>Ville</Trans>} error={validationMessage(errors?.city?.message)}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...register("city")} />}
      </Field>
      <div className="col-span-2 space-y-1.5 sm:col-span-1">
        <p className="text-sm font-medium">
          <Trans>Pays</Trans>
        </p>
        <p className="flex min-h-11 items-center text-base">{country ? names.country(country) : ""}</p>
      </div>
    </div>
  );
}
