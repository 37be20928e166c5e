/**
 * The id of the JSON block in which the server writes the visitor's session into each page it
 * serves, so the SPA's first screen needs no request to know who is there. (A file of its own:
 * the first screen's bundle imports it, and must not pull the auth schemas in with it.)
 */
export const PAGE_SESSION_ELEMENT_ID = "escouade-session";
