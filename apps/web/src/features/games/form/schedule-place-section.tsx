import type { GeoPlace } from "@escouade/contracts/geo";
import { venueTimeZone } from "@escouade/contracts/time-zones";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { validationMessage } from "@/lib/validation-messages.ts";
import { addressOf, AddressDetails } from "@/domain/location/address-details.tsx";
import { AddressSearch } from "@/domain/location/address-search.tsx";
import { FieldPicker, type PickedField } from "@/domain/shops/field-picker.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { FormSection } from "./form-section.tsx";
import { RepeatFields } from "./repeat-fields.tsx";
import { useViewerTimeZone } from "@/lib/time-zone.ts";
import { fromDateTimeLocal, sameWallTime, toDateTimeLocal, UNPLACED_TIME_ZONE, type GameForm } from "./form-values.ts";

/**
 * `creating`: a new game may be published on several dates at once (repeat-fields.tsx). `field`:
 * the known field the game already names, shown by name.
 */
export function SchedulePlaceSection({
  form,
  creating = false,
  field: initialField = null,
}: {
  form: GameForm;
  creating?: boolean;
  field?: PickedField | null;
}) {
  const { errors, submitCount } = form.formState;
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [field, setField] = useState<PickedField | null>(initialField);
  const [addressFills, setAddressFills] = useState(0);
  // The field whose rules the form may still hold unchanged, kept after a clear; the last pick asked.
  const lastFieldId = useRef(initialField?.id ?? null);
  const latestPick = useRef(0);
  const placeQuery = (shopId: number) => trpc.shops.getShop.queryOptions({ shopId }, { staleTime: 60_000 });
  const address = useWatch({ control: form.control, name: "address" });
  const located = typeof address?.latitude === "number";
  const viewer = useViewerTimeZone();
  // The times typed are the field's clock once the place is known; a fixed clock until then.
  const zoneOf = (place: typeof address | undefined) =>
    place && typeof place.latitude === "number" && typeof place.longitude === "number" && place.country
      ? venueTimeZone({ country: place.country, latitude: place.latitude, longitude: place.longitude })
      : UNPLACED_TIME_ZONE;
  const timeZone = zoneOf(address);
  const fieldClock = located && timeZone !== viewer ? <Trans>Heure locale du terrain</Trans> : undefined;

  function applyPlace(place: GeoPlace) {
    const next = addressOf(place);
    // A game set at 09:00 stays at 09:00 at its field, whichever zone the field turns out in.
    const to = zoneOf(next);
    for (const name of ["startsAt", "endsAt"] as const) {
      const moved = sameWallTime(form.getValues(name), timeZone, to);
      if (moved) form.setValue(name, moved, { shouldValidate: submitCount > 0 });
    }
    form.setValue("address", next, { shouldDirty: true, shouldValidate: submitCount > 0 });
    // A town alone (the offline gazetteer knows no streets): the organizer completes the line.
    if (!place.street) setTimeout(() => form.setFocus("address.street"), 0);
  }

  /**
   * A known field fills the address with its own, and the rules with its rules while the organizer
   * has written none or kept the previous field's as they were: they stay free to adapt them
   * (docs/product.md §7). Clearing the field keeps the address.
   */
  async function pickField(picked: PickedField | null) {
    const previous = field;
    const pick = ++latestPick.current;
    setField(picked);
    form.setValue("shopId", picked?.id ?? null, { shouldDirty: true });
    if (!picked) return;
    const before = lastFieldId.current;
    let place;
    let beforeRules: string | null = null;
    try {
      [place, beforeRules] = await Promise.all([
        queryClient.fetchQuery(placeQuery(picked.id)),
        before === null
          ? null
          : queryClient.fetchQuery(placeQuery(before)).then(
              (known) => known.rules,
              () => null,
            ),
      ]);
    } catch (error) {
      if (pick !== latestPick.current) return;
      setField(previous);
      form.setValue("shopId", previous?.id ?? null, { shouldDirty: true });
      toast.error(readAppError(error).message);
      return;
    }
    // A later pick (or a clear) has been made meanwhile: it wins.
    if (pick !== latestPick.current) return;
    lastFieldId.current = picked.id;
    const { name, street, city, postalCode, country, latitude, longitude } = place;
    applyPlace({ label: name, street: street || undefined, city, postalCode: postalCode || undefined, country, latitude, longitude, source: "geocoder" });
    // The search box below starts again from the field's address.
    setAddressFills((count) => count + 1);
    const rules = (form.getValues("rules") ?? "").trim();
    const untouched = rules === "" || (beforeRules !== null && rules === beforeRules.trim());
    if (place.rules.trim() && untouched) form.setValue("rules", place.rules, { shouldDirty: true, shouldValidate: submitCount > 0 });
  }

  const a = errors.address;
  const searchError = validationMessage(
    a?.message ?? a?.latitude?.message ?? a?.longitude?.message ?? (located ? undefined : (a?.street?.message ?? a?.city?.message)),
  );
  const initialText = address?.street ? [address.street, [address.postalCode, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ") : "";

  return (
    <FormSection id="date-lieu" title={<Trans>Date et lieu</Trans>}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="startsAt"
          render={({ field }) => (
            <FormField control={form.control} name="startsAt" label={<Trans>Début</Trans>} hint={fieldClock}>
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={field.ref}
                  type="datetime-local"
                  name={field.name}
                  value={toDateTimeLocal(field.value, timeZone)}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = fromDateTimeLocal(event.target.value, timeZone);
                    const end = form.getValues("endsAt");
                    // Moving the start moves the end with it: the duration stays what it was.
                    if (next && field.value && end) {
                      form.setValue("endsAt", new Date(end.getTime() + next.getTime() - field.value.getTime()), { shouldValidate: submitCount > 0 });
                    }
                    field.onChange(next);
                  }}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="endsAt"
          render={({ field }) => (
            <FormField control={form.control} name="endsAt" label={<Trans>Fin</Trans>} hint={fieldClock}>
              {(a11y) => (
                <Input
                  {...a11y}
                  ref={field.ref}
                  type="datetime-local"
                  name={field.name}
                  value={toDateTimeLocal(field.value, timeZone)}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(fromDateTimeLocal(event.target.value, timeZone))}
                />
              )}
            </FormField>
          )}
        />
      </div>
      {creating ? <RepeatFields form={form} timeZone={timeZone} /> : null}
      <FieldPicker
        legend={<Trans>Terrain connu (facultatif)</Trans>}
        hint={<Trans>Choisissez un terrain de la carte : son adresse et ses règles se remplissent.</Trans>}
        clearLabel={t`Retirer le terrain`}
        value={field}
        onChange={(picked) => void pickField(picked)}
      />
      <AddressSearch key={addressFills} initialText={initialText} onPick={applyPlace} error={searchError} />
      {located ? (
        <AddressDetails
          form={form}
          path={(line) => `address.${line}`}
          country={address?.country}
          streetLabel={<Trans>Rue, chemin ou lieu-dit</Trans>}
          streetHint={<Trans>Précisez l'accès au terrain si la suggestion ne donne que la ville.</Trans>}
        />
      ) : null}
    </FormSection>
  );
}
