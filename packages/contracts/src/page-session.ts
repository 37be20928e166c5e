/**
 * The session as the server reads it for a page it draws, and as GET /api/auth/get-session
 * answers it. (A file of its own: the first screen's bundle imports it, and must not pull the
 * auth schemas in with it.)
 */

/**
 * What the server adds to the session's user beyond better-auth's own fields, on every read of
 * the session (GET /api/auth/get-session and a page the server draws): the avatar the player chose, so
 * the header shows it instead of the initial from the first screen on.
 */
export interface SessionUserExtras {
  /** The numbered avatar of the player's profile; null with none chosen or no profile yet. */
  avatar: number | null;
}
