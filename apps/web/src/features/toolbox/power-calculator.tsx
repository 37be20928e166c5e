import { COMMON_BB_WEIGHTS, POWER_INPUT_RANGE, engagementBand, type PowerUnit } from "@escouade/contracts/toolbox";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { LabelledControl } from "@/components/ui/labelled-control.tsx";
import { Select } from "@/components/ui/select.tsx";
import { DecimalField } from "./decimal-field.tsx";
import { formatDecimal, formatGrams, withUnit } from "./number-format.ts";
import { ToolboxSection } from "./toolbox-section.tsx";
import type { PowerCalculatorState } from "./use-power-calculator.ts";

/** Decimals shown per unit: whole FPS as chronos show them, joules to the hundredth as fields post them. */
const DIGITS: Record<PowerUnit, number> = { fps: 0, mps: 1, joules: 2 };
const UNIT_SYMBOLS: Record<PowerUnit, string> = { fps: "fps", mps: "m/s", joules: "J" };

export function PowerCalculator({ calculator }: { calculator: PowerCalculatorState }) {
  const { t, i18n } = useLingui();
  const weightId = useId();
  const resultId = useId();
  const format = (unit: PowerUnit) => (value: number) => formatDecimal(i18n.locale, value, DIGITS[unit], false);
  const rangeError = (unit: PowerUnit) => {
    const min = formatDecimal(i18n.locale, POWER_INPUT_RANGE[unit].min, 2);
    const max = formatDecimal(i18n.locale, POWER_INPUT_RANGE[unit].max, 2);
    return calculator.invalid(unit) ? t`Entrez un nombre entre ${min} et ${max}.` : undefined;
  };
  const labels: Record<PowerUnit, string> = { fps: t`Vitesse en FPS`, mps: t`Vitesse en m/s`, joules: t`Énergie en joules` };
  const { power } = calculator;
  const distance = power ? engagementBand(power.joules).metres : null;

  return (
    <ToolboxSection
      title={<Trans>Puissance : FPS, m/s et joules</Trans>}
      intro={<Trans>Saisissez une valeur, les deux autres se calculent pour le poids de bille choisi.</Trans>}
    >
      <LabelledControl id={weightId} label={<Trans>Poids de bille</Trans>}>
        <Select
          id={weightId}
          value={calculator.bbGrams}
          onChange={(event) => calculator.chooseBbWeight(Number(event.target.value))}
          aria-describedby={`${weightId}-hint`}
        >
          {COMMON_BB_WEIGHTS.map((grams) => (
            <option key={grams} value={grams}>
              {formatGrams(i18n.locale, grams)}
            </option>
          ))}
        </Select>
        <p id={`${weightId}-hint`} className="text-xs text-muted-foreground">
          <Trans>
            Changer de bille garde l'énergie : une réplique donne à peu près les mêmes joules quelle que soit la bille, mais moins de FPS avec une bille plus
            lourde.
          </Trans>
        </p>
      </LabelledControl>
      <div className="grid gap-3 sm:grid-cols-3">
        {(["fps", "mps", "joules"] as const).map((unit) => (
          <DecimalField
            key={unit}
            label={labels[unit]}
            unit={UNIT_SYMBOLS[unit]}
            value={calculator.text(unit, format(unit))}
            onChange={(text) => calculator.type(unit, text)}
            error={rangeError(unit)}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-4">
        <div>
          <p id={resultId} className="text-xs font-medium text-muted-foreground">
            <Trans>Énergie à la bouche</Trans>
          </p>
          <output aria-labelledby={resultId} aria-live="polite" className="block text-2xl font-extrabold tabular-nums">
            {power ? withUnit(formatDecimal(i18n.locale, power.joules, 2), "J") : "—"}
          </output>
        </div>
        <div>
          <p id={`${resultId}-med`} className="text-xs font-medium text-muted-foreground">
            <Trans>Distance minimale d'engagement</Trans>
          </p>
          <output aria-labelledby={`${resultId}-med`} aria-live="polite" className="block text-2xl font-extrabold tabular-nums">
            {distance === null ? "—" : distance === 0 ? <Trans>Aucune</Trans> : withUnit(formatDecimal(i18n.locale, distance, 0), "m")}
          </output>
        </div>
      </div>
    </ToolboxSection>
  );
}
