import type { GeoPlace } from "@escouade/contracts/geo";
import type { ReportShopData, ReportShopInput } from "@escouade/contracts/shops";
import { Trans } from "@lingui/react/macro";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { addressOf, AddressDetails } from "@/domain/location/address-details.tsx";
import { AddressSearch } from "@/domain/location/address-search.tsx";
import { validationMessage } from "@/lib/validation-messages.ts";

export type ReportShopForm = UseFormReturn<ReportShopInput, unknown, ReportShopData>;

/** The address: picked from suggestions (for its coordinates), then completed by hand if needed. */
export function ReportAddressFields({ form }: { form: ReportShopForm }) {
  const { errors, submitCount } = form.formState;
  const address = useWatch({ control: form.control, name: "address" });
  const located = typeof address?.latitude === "number";

  function applyPlace(place: GeoPlace) {
    form.setValue("address", addressOf(place), { shouldDirty: true, shouldValidate: submitCount > 0 });
  }

  const a = errors.address;
  // Before a pick, every address error means the same thing: choose a suggestion.
  const searchError = validationMessage(
    a?.message ?? a?.latitude?.message ?? a?.longitude?.message ?? (located ? undefined : (a?.city?.message ?? a?.country?.message)),
  );

  return (
    <div className="space-y-4">
      <AddressSearch label={<Trans>Adresse</Trans>} initialText="" onPick={applyPlace} error={searchError} />
      {located ? <AddressDetails form={form} path={(line) => `address.${line}`} country={address?.country} streetLabel={<Trans>Rue</Trans>} /> : null}
    </div>
  );
}
