import { numberFormat } from "@/lib/intl-formats.ts";

/** A number in the interface language, at most `digits` decimals (no grouping in inputs: "1 000" would not read back). */
export function formatDecimal(locale: string, value: number, digits: number, grouping = true): string {
  return numberFormat(locale, { maximumFractionDigits: digits, useGrouping: grouping }).format(value);
}

/** A value and its unit kept on one line ("1,14 J"). */
export function withUnit(number: string, unit: string): string {
  return `${number}\u00a0${unit}`;
}

/** A BB weight as players write it, always two decimals ("0,20 g"). */
export function formatGrams(locale: string, grams: number): string {
  return withUnit(numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grams), "g");
}
