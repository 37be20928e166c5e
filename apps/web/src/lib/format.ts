import { formatJoules } from "@escouade/contracts/power";
import { numberFormat } from "./intl-formats.ts";

export function formatEuros(cents: number, locale: string): string {
  return numberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
}

/** The stored image's URL for a rendition (see the server's platform/image-storage.ts naming). */
export function imageUrl(mediaUrl: string, key: string, size: "thumb" | "medium" | "large" = "medium"): string {
  return `${mediaUrl}/${key}-${size}.webp`;
}

/** A replica's energy at 0.20 g as fields post it: two decimals, the reader's decimal mark ("1,14 J", "1.14 J"). */
export function formatJoulesOf(fps: number, locale: string): string {
  return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(formatJoules(fps))}\u00a0J`;
}
