import { DEFAULT_MAP_TILE_URL } from "@escouade/contracts/map-tiles";

/**
 * Build-time configuration, checked at start-up. Hand-rolled rather than zod: this module is on
 * the first screen's critical path and zod would add tens of kilobytes to it.
 */
function optionalUrl(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed).toString().replace(/\/+$/, "");
  } catch {
    // Fail loudly, naming the variable: a misbuilt bundle must not limp along.
    throw new Error(`${name} must be a valid URL (got "${trimmed}")`);
  }
}

/**
 * A raster tile server as a Leaflet template ({z}/{x}/{y}, optionally {s}). Checked as a URL but
 * kept as written: the URL parser would escape the braces Leaflet fills in.
 */
function optionalTileTemplate(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  optionalUrl(name, trimmed);
  return trimmed;
}

/**
 * The API is same-origin unless a build says otherwise (the dev server proxies it): addresses are
 * then relative, the same in the page the server draws and in the browser that hydrates it. `typeof window`, not
 * `import.meta.env.SSR`, which is true under Vitest too.
 */
const serverUrl = optionalUrl("VITE_SERVER_URL", import.meta.env.VITE_SERVER_URL) ?? "";

/**
 * The API's absolute address, for what needs one (an EventSource's URL, better-auth's client).
 * A server drawing a page never calls those, but makes them: any absolute address does there.
 */
export function absoluteServerUrl(): string {
  return serverUrl || (typeof window === "undefined" ? "http://localhost" : window.location.origin);
}

export const config = {
  serverUrl,
  mediaUrl: optionalUrl("VITE_MEDIA_URL", import.meta.env.VITE_MEDIA_URL) ?? `${serverUrl}/media`,
  /** A busy deployment should point it at its own tile server or a paid provider. */
  mapTileUrl: optionalTileTemplate("VITE_MAP_TILE_URL", import.meta.env.VITE_MAP_TILE_URL) ?? DEFAULT_MAP_TILE_URL,
};
