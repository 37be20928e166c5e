import { numberFormat } from "./intl-formats.ts";

/** "3,2 km", "48 km": a decimal only where it tells something. */
export function formatDistance(km: number, locale: string): string {
  return numberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
