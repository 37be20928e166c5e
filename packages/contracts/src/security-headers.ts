/**
 * The headers every response carries, on the production server and on both development servers
 * (Fastify's and Vite's), built here once so the three cannot drift apart. Decision 019 says why
 * each source is there.
 */

export interface AppPolicyOptions {
  /** Origins the app calls besides its own (the API and media when they live elsewhere). */
  connect?: readonly string[];
  /** Origins images come from besides the app's own (media, map tiles). */
  images?: readonly string[];
  /** `'sha256-…'` of each inline script a static page holds (Vite's dev preamble), never a handler. */
  scriptHashes?: readonly string[];
  /** The response's own nonce: a page the server draws carries its scripts with it (decision 031). */
  nonce?: string;
  /** Vite's dev server pushes module updates over a WebSocket. */
  devSocket?: boolean;
  https?: boolean;
}

const unique = (sources: readonly string[]) => [...new Set(sources.filter(Boolean))];

/**
 * The SPA's policy. No inline script runs unless its hash is listed, nothing is evaluated from a
 * string, no plugin loads, no other site can frame the app. Styles allow inline: the toaster and
 * the dialogs' scroll lock inject `<style>` elements, and a style cannot run code.
 */
export function appContentSecurityPolicy(options: AppPolicyOptions = {}): string {
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...(options.scriptHashes ?? []), ...(options.nonce ? [`'nonce-${options.nonce}'`] : [])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", unique(["'self'", "data:", "blob:", ...(options.images ?? [])])],
    ["connect-src", unique(["'self'", ...(options.connect ?? []), ...(options.devSocket ? ["ws:"] : [])])],
    ["font-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * What the API, auth, media and the live stream answer with: none of it is a page, so nothing in
 * it may load or run anything (a stored file opened on its own included). The development
 * outbox's page keeps its inline style.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers besides the policy, the same on every response. */
export function baseSecurityHeaders(options: { https?: boolean } = {}): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // The map's "around me" and, on game day, the ticket scanner: this site only, nothing else.
    "permissions-policy": "camera=(self), geolocation=(self), microphone=(), payment=(), usb=()",
    // Browsers without CSP's frame-ancestors still refuse to frame the app.
    "x-frame-options": "DENY",
    // A window this app opens cannot reach back into it, nor the other way round.
    "cross-origin-opener-policy": "same-origin",
    ...(options.https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** An origin to allow, from a URL or a Leaflet tile template (`https://{s}.tile.example.org/{z}/…`). */
export function sourceOf(urlOrTemplate: string | undefined): string | undefined {
  const match = urlOrTemplate?.trim().match(/^(https?):\/\/([^/?#]+)/i);
  if (!match) return undefined;
  // A placeholder in the host ({s}, the subdomain Leaflet rotates) becomes CSP's wildcard label.
  const host = match[2]!.replace(/\{[^}]*\}/g, "*");
  if (host.includes("*") && !/^\*\.[^*]+$/.test(host)) return undefined;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

/** The contents of the inline scripts a page holds (a JSON data block is not a script). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push(match[2]!);
  }
  return scripts;
}
