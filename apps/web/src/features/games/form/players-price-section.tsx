import { Trans, useLingui } from "@lingui/react/macro";
import { Controller, useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { validationMessage } from "@/lib/validation-messages.ts";
import { EuroInput } from "./euro-input.tsx";
import { FeeBreakdown } from "./fee-breakdown.tsx";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";

export const MAX_PLAYERS_BELOW_CONFIRMED = "MAX_PLAYERS_BELOW_CONFIRMED";

export function PlayersPriceSection({ form }: { form: GameForm }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const priceCents = useWatch({ control: form.control, name: "priceCents" });
  const maxPlayersError =
    errors.maxPlayers?.message === MAX_PLAYERS_BELOW_CONFIRMED
      ? t`Le nombre de places ne peut pas descendre sous le nombre d'inscrits confirmés`
      : validationMessage(errors.maxPlayers?.message);
  return (
    <FormSection id="joueurs-prix" title={<Trans>Joueurs et prix</Trans>}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={<Trans>Nombre maximum de joueurs</Trans>} error={maxPlayersError}>
          {(a11y) => (
            <Input {...a11y} type="number" inputMode="numeric" min={2} max={2000} step={1} {...form.register("maxPlayers", { valueAsNumber: true })} />
          )}
        </Field>
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field }) => (
            <Field
              label={<Trans>Prix par joueur (PAF)</Trans>}
              hint={<Trans>5 € minimum, frais de gestion compris.</Trans>}
              error={validationMessage(errors.priceCents?.message)}
            >
              {(a11y) => <EuroInput {...a11y} ref={field.ref} name={field.name} onBlur={field.onBlur} cents={field.value} onCentsChange={field.onChange} />}
            </Field>
          )}
        />
      </div>
      <FeeBreakdown priceCents={priceCents} />
      <Field
        label={<Trans>Lien de paiement (facultatif)</Trans>}
        hint={<Trans>Une page où les joueurs vous règlent directement (cagnotte, billetterie...).</Trans>}
        error={
          errors.paymentUrl?.message === "url_invalid"
            ? t`Adresse web invalide (ex. https://exemple.fr/paiement)`
            : validationMessage(errors.paymentUrl?.message)
        }
      >
        {(a11y) => <Input {...a11y} type="url" inputMode="url" autoComplete="url" placeholder="https://" {...form.register("paymentUrl")} />}
      </Field>
    </FormSection>
  );
}
