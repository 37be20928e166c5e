import { PLACE_LIMITS, updatePlaceSchema, type UpdatePlaceData } from "@escouade/contracts/places";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LoaderCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Controller, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";
import { shopQuery } from "../shop/use-shop.ts";
import { FieldKindPicker } from "./field-kind-picker.tsx";
import { PlaceChangedAlert } from "./place-changed-alert.tsx";
import { placeFormValues, updatePlaceInput, type EditablePlace, type PlaceFormValues } from "./place-form-values.ts";
import { PlacePhotos } from "./place-photos.tsx";
import { PlaceSection } from "./place-section.tsx";
import { ServicesPicker } from "./services-picker.tsx";

const SERVER_FIELDS = ["description", "openingHours", "phone", "website", "photoKeys", "services", "fieldKind", "rules"] as const;

/**
 * What a place's owners keep on its page (docs/product.md §7), checked by the mutation's own schema.
 * Saved from the version the editor started from: if another owner saved since, the server refuses
 * (PLACE_CHANGED), the form keeps what was typed, and the saved version comes back on request.
 */
export function PlaceForm({ place, lang }: { place: EditablePlace; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useAppForm<PlaceFormValues, unknown, UpdatePlaceData>({
    resolver: zodResolver(updatePlaceSchema) as unknown as Resolver<PlaceFormValues, unknown, UpdatePlaceData>,
    defaultValues: placeFormValues(place),
  });
  const { isSubmitting } = form.formState;
  const servicesError = useFieldError(form.control, "services");
  const fieldKindError = useFieldError(form.control, "fieldKind");
  const uploads = useImageUploads();
  // How many saves the server refused as PLACE_CHANGED since the form last read the page: each one brings its alert back into view.
  const [refusals, setRefusals] = useState(0);
  // Set before the request leaves, cleared only on a failure: a second submit meanwhile sends nothing.
  const sending = useRef(false);
  const isField = place.type === "field";
  const query = shopQuery(trpc, place.id);
  const save = useMutation(trpc.shops.updatePlace.mutationOptions({ meta: { handlesError: true } }));
  const reload = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...query, staleTime: 0 }),
    onSuccess: (saved) => {
      form.reset(placeFormValues(saved));
      uploads.setError(null);
      setRefusals(0);
    },
  });

  async function savePlace(data: UpdatePlaceData) {
    if (sending.current) return;
    sending.current = true;
    try {
      await save.mutateAsync(updatePlaceInput(place.type, data));
    } catch (error) {
      sending.current = false;
      const info = readAppError(error);
      if (info.appCode === "PLACE_CHANGED") setRefusals((n) => n + 1);
      else {
        if (info.appCode === "IMAGE_INVALID") form.setError("photoKeys", { type: "server", message: info.message });
        // No longer an owner (another owner took them off): the page says so once the place is read again.
        if (info.appCode === "FORBIDDEN") void queryClient.invalidateQueries({ queryKey: query.queryKey });
        showFieldErrors(form.setError, info, SERVER_FIELDS);
        toast.error(info.message);
      }
      return;
    }
    toast.success(t`Page enregistrée`);
    // Every list and page that shows the place (search cards read its hours and description too).
    await queryClient.invalidateQueries({ queryKey: trpc.shops.pathKey() });
    await navigate({ to: "/$lang/shops/$shopId", params: { lang, shopId: place.id } });
  }
  // Made at submit time, not while rendering: the guard above is read only then.
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => form.handleSubmit(savePlace)(event);

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-6">
      {refusals > 0 ? <PlaceChangedAlert key={refusals} reloading={reload.isPending} onReload={() => reload.mutate()} /> : null}
      <FormSummary />
      <PlaceSection title={<Trans>Présentation</Trans>}>
        <FormField control={form.control} name="description" label={<Trans>Présentation du lieu</Trans>}>
          {(props) => (
            <Textarea
              {...props}
              {...form.register("description")}
              rows={6}
              maxLength={PLACE_LIMITS.descriptionMax}
              placeholder={isField ? t`Le terrain, ses zones, son ambiance, comment venir…` : t`La boutique, ce que vous proposez, vos marques…`}
            />
          )}
        </FormField>
      </PlaceSection>

      <PlaceSection title={<Trans>Infos pratiques</Trans>}>
        <FormField control={form.control} name="openingHours" label={<Trans>Horaires</Trans>}>
          {(props) => (
            <Textarea
              {...props}
              {...form.register("openingHours")}
              rows={3}
              className="min-h-24"
              maxLength={PLACE_LIMITS.openingHoursMax}
              placeholder={t`Mar.–sam. 10 h–19 h, dim. 9 h–13 h`}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="phone" label={<Trans>Téléphone</Trans>}>
            {(props) => <Input {...props} {...form.register("phone")} type="tel" inputMode="tel" autoComplete="off" maxLength={25} />}
          </FormField>
          <FormField control={form.control} name="website" label={<Trans>Site web</Trans>}>
            {(props) => <Input {...props} {...form.register("website")} type="url" inputMode="url" autoComplete="off" maxLength={300} placeholder="https://" />}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="services"
          render={({ field }) => <ServicesPicker legend={<Trans>Services</Trans>} value={field.value} onChange={field.onChange} error={servicesError} />}
        />
      </PlaceSection>

      <PlacePhotos form={form} uploads={uploads} />

      {isField ? (
        <PlaceSection title={<Trans>Le terrain</Trans>}>
          <Controller
            control={form.control}
            name="fieldKind"
            render={({ field }) => (
              <FieldKindPicker legend={<Trans>Type de terrain</Trans>} value={field.value} onChange={field.onChange} error={fieldKindError} />
            )}
          />
          <FormField
            control={form.control}
            name="rules"
            label={<Trans>Règles du terrain</Trans>}
            hint={<Trans>Reprises dans les parties organisées ici : l'organisateur peut les adapter.</Trans>}
          >
            {(props) => (
              <Textarea
                {...props}
                {...form.register("rules")}
                rows={6}
                maxLength={PLACE_LIMITS.rulesMax}
                placeholder={t`Protections obligatoires, limites de puissance, distances d'engagement, billes…`}
              />
            )}
          </FormField>
        </PlaceSection>
      ) : null}

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting || uploads.pending > 0 || reload.isPending}>
        {isSubmitting ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        {isSubmitting ? <Trans>Enregistrement...</Trans> : <Trans>Enregistrer la page</Trans>}
      </Button>
    </AppForm>
  );
}
