import type { GeoPlace } from "@escouade/contracts/geo";
import type { ReportShopData, ReportShopInput } from "@escouade/contracts/shops";
import { Trans } from "@lingui/react/macro";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { AddressSearch } from "@/domain/location/address-search.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { validationMessage } from "@/lib/validation-messages.ts";

export type ReportShopForm = UseFormReturn<ReportShopInput, unknown, ReportShopData>;

/** The address: picked from suggestions (for its coordinates), then completed by hand if needed. */
export function ReportAddressFields({ form }: { form: ReportShopForm }) {
  const names = useDisplayNames();
  const { errors, submitCount } = form.formState;
  const address = useWatch({ control: form.control, name: "address" });
  const located = typeof address?.latitude === "number";

  function applyPlace(place: GeoPlace) {
    form.setValue(
      "address",
      { street: place.street ?? "", city: place.city, postalCode: place.postalCode ?? "", country: place.country, latitude: place.latitude, longitude: place.longitude },
      { shouldDirty: true, shouldValidate: submitCount > 0 },
    );
  }

  const a = errors.address;
  // Before a pick, every address error means the same thing: choose a suggestion.
  const searchError = validationMessage(a?.message ?? a?.latitude?.message ?? a?.longitude?.message ?? (located ? undefined : (a?.city?.message ?? a?.country?.message)));

  return (
    <div className="space-y-4">
      <AddressSearch label={<Trans>Adresse</Trans>} initialText="" onPick={applyPlace} error={searchError} />
      {located ? (
        <div className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-5 rounded-xl bg-muted/50 p-3 sm:grid-cols-[9rem_1fr_1fr] sm:gap-x-5 sm:p-4">
          <Field className="col-span-2 sm:col-span-3" label={<Trans>Rue</Trans>} error={validationMessage(a?.street?.message)}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...form.register("address.street")} />}
          </Field>
          <Field label={<Trans>Code postal</Trans>} error={validationMessage(a?.postalCode?.message)}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...form.register("address.postalCode")} />}
          </Field>
          <Field label={<Trans>Ville</Trans>} error={validationMessage(a?.city?.message)}>
            {(a11y) => <Input {...a11y} autoComplete="off" {...form.register("address.city")} />}
          </Field>
          <div className="col-span-2 space-y-1.5 sm:col-span-1">
            <p className="text-sm font-medium">
              <Trans>Pays</Trans>
            </p>
            <p className="flex min-h-11 items-center text-base">{address?.country ? names.country(address.country) : ""}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
