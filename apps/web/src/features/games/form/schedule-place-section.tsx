import type { GeoPlace } from "@escouade/contracts/geo";
import { Trans } from "@lingui/react/macro";
import { Controller, useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { AddressSearch } from "@/domain/location/address-search.tsx";
import { FormSection } from "./form-section.tsx";
import { fromDateTimeLocal, toDateTimeLocal, type GameForm } from "./form-values.ts";

export function SchedulePlaceSection({ form }: { form: GameForm }) {
  const names = useDisplayNames();
  const { errors, submitCount } = form.formState;
  const address = useWatch({ control: form.control, name: "address" });
  const located = typeof address?.latitude === "number";

  function applyPlace(place: GeoPlace) {
    form.setValue(
      "address",
      {
        street: place.street ?? "",
        city: place.city,
        postalCode: place.postalCode ?? "",
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
      },
      { shouldDirty: true, shouldValidate: submitCount > 0 },
    );
    // A town alone (the offline gazetteer knows no streets): the organizer completes the line.
    if (!place.street) setTimeout(() => form.setFocus("address.street"), 0);
  }

  const a = errors.address;
  const searchError = validationMessage(a?.message ?? a?.latitude?.message ?? a?.longitude?.message ?? (located ? undefined : (a?.street?.message ?? a?.city?.message)));
  const initialText = address?.street ? [address.street, [address.postalCode, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ") : "";

  return (
    <FormSection id="date-lieu" title={<Trans>Date et lieu</Trans>}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="startsAt"
          render={({ field }) => (
            <Field label={<Trans>Début</Trans>} error={validationMessage(errors.startsAt?.message)}>
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={field.ref}
                  type="datetime-local"
                  name={field.name}
                  value={toDateTimeLocal(field.value)}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = fromDateTimeLocal(event.target.value);
                    const end = form.getValues("endsAt");
                    // Moving the start moves the end with it: the duration stays what it was.
                    if (next && field.value && end) {
                      form.setValue("endsAt", new Date(end.getTime() + next.getTime() - field.value.getTime()), { shouldValidate: submitCount > 0 });
                    }
                    field.onChange(next);
                  }}
                />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <Field label={<Trans>Fin</Trans>} error={validationMessage(errors.endsAt?.message)}>
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={field.ref}
                  type="datetime-local"
                  name={field.name}
                  value={toDateTimeLocal(field.value)}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value))}
                />
              )}
            </Field>
          )}
        />
      </div>
      <AddressSearch initialText={initialText} onPick={applyPlace} error={searchError} />
      {located ? (
        <div className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-5 rounded-xl bg-muted/50 p-3 sm:grid-cols-[9rem_1fr_1fr] sm:gap-x-5 sm:p-4">
          <Field
            className="col-span-2 sm:col-span-3"
            label={<Trans>Rue, chemin ou lieu-dit</Trans>}
            hint={<Trans>Précisez l'accès au terrain si la suggestion ne donne que la ville.</Trans>}
            error={validationMessage(a?.street?.message)}
          >
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
    </FormSection>
  );
}
