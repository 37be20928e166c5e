import type { GeoPlace } from "@escouade/contracts/geo";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";

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

interface AddressDetailsProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  /** Where each line sits in the form (`address.street`...). */
  path: (line: AddressLine) => FieldPath<T>;
  /** The suggestion's country: shown, not typed. */
  country: string | undefined;
  streetLabel: ReactNode;
  streetHint?: ReactNode;
}

/** Once a suggestion is picked: its street, postal code and city, to correct by hand, and its country. */
export function AddressDetails<T extends FieldValues, C, O>({ form, path, country, streetLabel, streetHint }: AddressDetailsProps<T, C, O>) {
  const names = useDisplayNames();
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-5 rounded-xl bg-muted/50 p-3 sm:grid-cols-[9rem_1fr_1fr] sm:gap-x-5 sm:p-4">
      <FormField
        control={form.control}
        name={path("street")}
        // Once a place is picked, what is missing is the street line, not an address.
        messages={{ address_required: t`Indiquez la rue, le chemin ou le lieu-dit (au moins 3 caractères)` }}
        className="col-span-2 sm:col-span-3"
        label={streetLabel}
        hint={streetHint}
      >
        {(a11y) => <Input {...a11y} autoComplete="off" {...form.register(path("street"))} />}
      </FormField>
      <FormField control={form.control} name={path("postalCode")} label={<Trans>Code postal</Trans>}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...form.register(path("postalCode"))} />}
      </FormField>
      <FormField control={form.control} name={path("city")} label={<Trans>Ville</Trans>}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...form.register(path("city"))} />}
      </FormField>
      <div className="col-span-2 space-y-1.5 sm:col-span-1">
        <p className="text-sm font-medium">
          <Trans>Pays</Trans>
        </p>
        <p className="flex min-h-11 items-center text-base">{country ? names.country(country) : ""}</p>
      </div>
    </div>
  );
}
