import { SHARE_SEARCH_PARAM } from "@escouade/contracts/share-link";

/** The address that opens a private game: its page with the link's token. */
export function privateGameLink(origin: string, lang: string, gameId: number, shareToken: string) {
  return `${origin}/${lang}/games/${gameId}?${SHARE_SEARCH_PARAM}=${encodeURIComponent(shareToken)}`;
}
