import { Trans, useLingui } from "@lingui/react/macro";
import { Controller, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { CANCELLATION_NOTICE_HOURS } from "@escouade/contracts/game-rules";
import { EuroInput } from "./euro-input.tsx";
import { FeeBreakdown } from "./fee-breakdown.tsx";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";

export const MAX_PLAYERS_BELOW_CONFIRMED = "MAX_PLAYERS_BELOW_CONFIRMED";

export function PlayersPriceSection({ form }: { form: GameForm }) {
  const { t } = useLingui();
  const priceCents = useWatch({ control: form.control, name: "priceCents" });
  return (
    <FormSection id="joueurs-prix" title={<Trans>Joueurs et prix</Trans>}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="maxPlayers"
          messages={{ [MAX_PLAYERS_BELOW_CONFIRMED]: t`Le nombre de places ne peut pas descendre sous le nombre d'inscrits confirmés` }}
          label={<Trans>Nombre maximum de joueurs</Trans>}
        >
          {(a11y) => (
            <Input {...a11y} type="number" inputMode="numeric" min={2} max={2000} step={1} {...form.register("maxPlayers", { valueAsNumber: true })} />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field }) => (
            <FormField
              control={form.control}
              name="priceCents"
              label={<Trans>Prix par joueur (PAF)</Trans>}
              hint={<Trans>5 € minimum, frais de gestion compris.</Trans>}
            >
              {(a11y) => <EuroInput {...a11y} ref={field.ref} name={field.name} onBlur={field.onBlur} cents={field.value} onCentsChange={field.onChange} />}
            </FormField>
          )}
        />
      </div>
      <FeeBreakdown priceCents={priceCents} />
      <FormField
        control={form.control}
        name="paymentUrl"
        messages={{ url_invalid: t`Adresse web invalide (ex. https://exemple.fr/paiement)` }}
        label={<Trans>Lien de paiement (facultatif)</Trans>}
        hint={<Trans>Une page où les joueurs vous règlent directement (cagnotte, billetterie...).</Trans>}
      >
        {(a11y) => <Input {...a11y} type="url" inputMode="url" autoComplete="url" placeholder="https://" {...form.register("paymentUrl")} />}
      </FormField>
      <FormField
        control={form.control}
        name="cancellationNoticeHours"
        label={<Trans>Annulation gratuite par les joueurs</Trans>}
        hint={<Trans>Après ce délai, un joueur peut encore se désinscrire : vous en êtes prévenu et son paiement reste noté tel quel.</Trans>}
      >
        {(a11y) => (
          <Select {...a11y} {...form.register("cancellationNoticeHours", { setValueAs: (value: string | number) => Number(value) })}>
            {CANCELLATION_NOTICE_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours === 0 ? t`Jusqu'au début de la partie` : hours === 168 ? t`Jusqu'à 7 jours avant` : t`Jusqu'à ${hours} h avant`}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormSection>
  );
}
