/**
 * The id of the JSON block in which the server writes the visitor's session into each page it
 * serves, so the SPA's first screen needs no request to know who is there. (A file of its own:
 * the first screen's bundle imports it, and must not pull the auth schemas in with it.)
 */
export const PAGE_SESSION_ELEMENT_ID = "escouade-session";

/**
 * What the server adds to the session's user beyond better-auth's own fields, on every read of
 * the session (GET /api/auth/get-session and the page's block): the avatar the player chose, so
 * the header shows it instead of the initial from the first screen on.
 */
export interface SessionUserExtras {
  /** The numbered avatar of the player's profile; null with none chosen or no profile yet. */
  avatar: number | null;
}
