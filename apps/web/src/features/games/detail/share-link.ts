import { SHARE_SEARCH_PARAM } from "@escouade/contracts/share-link";
import { pageOrigin } from "@/lib/page-origin.ts";

/** The address that opens a private game: its page with the link's token. */
export function privateGameLink(lang: string, gameId: number, shareToken: string) {
  return `${pageOrigin()}/${lang}/games/${gameId}?${SHARE_SEARCH_PARAM}=${encodeURIComponent(shareToken)}`;
}
