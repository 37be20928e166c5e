import { REFERENCE_BB_GRAMS } from "@escouade/contracts/power";
import { POWER_INPUT_RANGE, inRange, muzzlePower, parsePositiveDecimal, type MuzzlePower, type PowerUnit } from "@escouade/contracts/toolbox";
import { useState } from "react";

interface PowerState {
  bbGrams: number;
  /** The replica's energy: what stays when the BB weight changes, as it does (roughly) in life. */
  joules: number | null;
  /** The field being typed in keeps the visitor's text; the other two are computed. */
  typed: { unit: PowerUnit; text: string } | null;
}

export interface PowerCalculatorState {
  bbGrams: number;
  power: MuzzlePower | null;
  /** The text to show in a unit's field: as typed, or the computed value formatted by `format`. */
  text: (unit: PowerUnit, format: (value: number) => string) => string;
  /** The typed text is not a number in range. */
  invalid: (unit: PowerUnit) => boolean;
  type: (unit: PowerUnit, text: string) => void;
  chooseBbWeight: (grams: number) => void;
}

export function usePowerCalculator(): PowerCalculatorState {
  const [state, setState] = useState<PowerState>({ bbGrams: REFERENCE_BB_GRAMS, joules: null, typed: null });
  const power = state.joules === null ? null : muzzlePower("joules", state.joules, state.bbGrams);
  return {
    bbGrams: state.bbGrams,
    power,
    text: (unit, format) => (state.typed?.unit === unit ? state.typed.text : power ? format(power[unit]) : ""),
    invalid: (unit) => state.typed?.unit === unit && state.typed.text.trim() !== "" && state.joules === null,
    type: (unit, text) =>
      setState((previous) => {
        const value = inRange(parsePositiveDecimal(text), POWER_INPUT_RANGE[unit]);
        return { ...previous, typed: { unit, text }, joules: value === null ? null : muzzlePower(unit, value, previous.bbGrams).joules };
      }),
    chooseBbWeight: (bbGrams) => setState((previous) => ({ ...previous, bbGrams, typed: null })),
  };
}
