/**
 * The search parameter of a private game's link (`/fr/games/42?share=…`). Its own module, free of
 * zod: the route that reads it is part of the web's entry.
 */
export const SHARE_SEARCH_PARAM = "share";
