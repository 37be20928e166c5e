import { CARPOOL_CITY_MAX, CARPOOL_NOTE_MAX, CARPOOL_SEATS_MAX, CARPOOL_SEATS_MIN, carpoolOfferFieldsSchema } from "@escouade/contracts/carpool";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Controller, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { fromDateTimeLocal, toDateTimeLocal } from "../form/form-values.ts";

type OfferValues = z.input<ReturnType<typeof carpoolOfferFieldsSchema>>;
const SEAT_CHOICES = Array.from({ length: CARPOOL_SEATS_MAX - CARPOOL_SEATS_MIN + 1 }, (_, i) => CARPOOL_SEATS_MIN + i);

interface OfferFormProps {
  gameId: number;
  gameStartsAt: Date;
  /** The field's zone: the departure is typed on its clock. */
  timeZone: string;
  /** The driver's current offer when editing it. */
  current?: { fromCity: string; departsAt: Date; seats: number; note: string };
  onDone: () => void;
  onCancel: () => void;
}

/** The driver's car: where from, when, how many seats, and a word for the passengers. */
export function OfferForm({ gameId, gameStartsAt, timeZone, current, onDone, onCancel }: OfferFormProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const schema = carpoolOfferFieldsSchema(gameStartsAt);
  const form = useAppForm<OfferValues>({
    resolver: zodResolver(schema) as unknown as Resolver<OfferValues>,
    // An hour before the start is where most drivers begin; they change it if not.
    defaultValues: current ?? { fromCity: "", departsAt: new Date(gameStartsAt.getTime() - 3600_000), seats: 3, note: "" },
  });
  const { isSubmitting } = form.formState;
  const offer = useMutation(trpc.carpool.offer.mutationOptions());
  const update = useMutation(trpc.carpool.updateOffer.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    const input = { gameId, ...schema.parse(values) };
    try {
      await (current ? update : offer).mutateAsync(input);
      toast.success(current ? t`Votre offre est modifiée` : t`Votre offre de covoiturage est publiée`);
      onDone();
    } catch (error) {
      // The query client shows why; the fields say which.
      const info = readAppError(error);
      showFieldErrors(form.setError, info);
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4 rounded-xl bg-muted/60 p-4">
      <FormField control={form.control} name="fromCity" label={<Trans>Ville de départ</Trans>}>
        {(a11y) => <Input {...a11y} {...form.register("fromCity")} maxLength={CARPOOL_CITY_MAX} autoComplete="address-level2" />}
      </FormField>
      <div className="grid grid-cols-[1fr_7.5rem] gap-3">
        <Controller
          control={form.control}
          name="departsAt"
          render={({ field }) => (
            <FormField control={form.control} name="departsAt" label={<Trans>Départ</Trans>}>
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
        <FormField control={form.control} name="seats" label={<Trans>Places offertes</Trans>}>
          {(a11y) => (
            <Select {...a11y} {...form.register("seats", { valueAsNumber: true })}>
              {SEAT_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="note"
        label={<Trans>Message aux passagers (facultatif)</Trans>}
        hint={<Trans>Lieu de rendez-vous, bagages, participation aux frais…</Trans>}
      >
        {(a11y) => <Textarea {...a11y} {...form.register("note")} maxLength={CARPOOL_NOTE_MAX} className="min-h-20" />}
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {current ? <Trans>Enregistrer</Trans> : <Trans>Publier mon offre</Trans>}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
