/**
 * The site's origin, for the links the app hands out (a private game's). The browser's own; the
 * page renderer (decision 027) draws on a server without a window and is told it per render.
 */
let renderOrigin = "";

export function pageOrigin(): string {
  return typeof window === "undefined" ? renderOrigin : window.location.origin;
}

/** The page renderer's, before it draws a page. */
export function setRenderOrigin(origin: string) {
  renderOrigin = origin;
}
