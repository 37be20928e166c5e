import { LIPO_CELL_VOLTS, LIPO_INPUT_RANGE, inRange, lipoCellCount, lipoMaxCurrentAmps, parsePositiveDecimal } from "@escouade/contracts/toolbox";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { DecimalField } from "./decimal-field.tsx";
import { formatDecimal, withUnit } from "./number-format.ts";
import { ToolboxSection } from "./toolbox-section.tsx";

type BatteryInput = keyof typeof LIPO_INPUT_RANGE;

/** LiPo pack: cells from its voltage, and the largest continuous current it can deliver. */
export function BatteryCalculator() {
  const { t, i18n } = useLingui();
  const [texts, setTexts] = useState<Record<BatteryInput, string>>({ volts: "", capacityMah: "", cRating: "" });
  const values = Object.fromEntries(
    (Object.keys(texts) as BatteryInput[]).map((key) => [key, inRange(parsePositiveDecimal(texts[key]), LIPO_INPUT_RANGE[key])]),
  ) as Record<BatteryInput, number | null>;
  const number = (value: number, digits = 1) => formatDecimal(i18n.locale, value, digits);
  const error = (key: BatteryInput) => {
    if (texts[key].trim() === "" || values[key] !== null) return undefined;
    const min = number(LIPO_INPUT_RANGE[key].min);
    const max = number(LIPO_INPUT_RANGE[key].max);
    return t`Entrez un nombre entre ${min} et ${max}.`;
  };
  const cells = values.volts === null ? null : lipoCellCount(values.volts);
  const nominalVolts = withUnit(number((cells ?? 0) * LIPO_CELL_VOLTS.nominal), "V");
  const fullVolts = withUnit(number((cells ?? 0) * LIPO_CELL_VOLTS.full), "V");
  const amps = values.capacityMah === null || values.cRating === null ? null : lipoMaxCurrentAmps(values.capacityMah, values.cRating);
  const set = (key: BatteryInput) => (text: string) => setTexts((previous) => ({ ...previous, [key]: text }));

  return (
    <ToolboxSection
      title={<Trans>Batterie LiPo</Trans>}
      intro={<Trans>Nombre d'éléments d'après la tension, et courant maximal continu : capacité (Ah) × taux de décharge (C).</Trans>}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <DecimalField label={<Trans>Tension</Trans>} unit="V" placeholder={number(7.4)} value={texts.volts} onChange={set("volts")} error={error("volts")} />
        <DecimalField
          label={<Trans>Capacité</Trans>}
          unit="mAh"
          placeholder={number(1200)}
          value={texts.capacityMah}
          onChange={set("capacityMah")}
          error={error("capacityMah")}
        />
        <DecimalField
          label={<Trans>Taux de décharge</Trans>}
          unit="C"
          placeholder={number(20)}
          value={texts.cRating}
          onChange={set("cRating")}
          error={error("cRating")}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-4">
        <Result label={<Trans>Éléments</Trans>}>
          {cells !== null ? (
            <>
              {`${cells}S`}{" "}
              <span className="block text-xs font-normal text-muted-foreground">
                <Trans>
                  {nominalVolts} nominale, {fullVolts} en pleine charge
                </Trans>
              </span>
            </>
          ) : values.volts !== null ? (
            <span className="text-base font-semibold">
              <Trans>Tension inconnue pour une LiPo</Trans>
            </span>
          ) : (
            "—"
          )}
        </Result>
        <Result label={<Trans>Courant max. continu</Trans>}>{amps === null ? "—" : withUnit(number(amps), "A")}</Result>
      </dl>
    </ToolboxSection>
  );
}

function Result({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd aria-live="polite" className="text-2xl font-extrabold tabular-nums">
        {children}
      </dd>
    </div>
  );
}
