export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
}

/** The stored image's URL for a rendition (see the server's platform/media.ts naming). */
export function imageUrl(mediaUrl: string, key: string, size: "thumb" | "medium" | "large" = "medium"): string {
  return `${mediaUrl}/${key}-${size}.webp`;
}
