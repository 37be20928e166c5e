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

/** The API is same-origin unless a build says otherwise (the dev server proxies it). */
const serverUrl = optionalUrl("VITE_SERVER_URL", import.meta.env.VITE_SERVER_URL) ?? window.location.origin;

export const config = {
  serverUrl,
  mediaUrl: optionalUrl("VITE_MEDIA_URL", import.meta.env.VITE_MEDIA_URL) ?? `${serverUrl}/media`,
};
