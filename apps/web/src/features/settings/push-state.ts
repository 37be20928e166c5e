/**
 * What the "notifications on this device" card shows (decision 022), worked out from the
 * browser's abilities, its permission and whether the server knows this device's subscription.
 * Pure, so it is tested without a browser; push-device.ts does the browser calls.
 */
export type PushState =
  /** No Web Push in this browser (or no service worker: a development server). */
  | "unsupported"
  /** iPhone and iPad: pushes work once the app is on the home screen and opened from there. */
  | "install-first"
  /** The player (or the browser) blocked notifications for the site: only its settings can undo it. */
  | "denied"
  | "off"
  | "on";

export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  /** Notification.permission, or null without the Notification API. */
  permission: NotificationPermission | null;
  iOS: boolean;
  /** Running as the installed app (display-mode: standalone). */
  standalone: boolean;
}

export function pushStateOf(env: PushEnvironment, subscribedEndpoint: string | null, knownEndpoints: readonly string[]): PushState {
  // Safari on iOS only offers PushManager to the installed app.
  if (env.iOS && !env.standalone) return "install-first";
  if (!env.serviceWorker || !env.pushManager || env.permission === null) return "unsupported";
  if (env.permission === "denied") return "denied";
  // On only when the browser has a subscription AND the server still has it (removed from another
  // device, or handed to another account on this browser: off here).
  return env.permission === "granted" && subscribedEndpoint !== null && knownEndpoints.includes(subscribedEndpoint) ? "on" : "off";
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key: a subscription under an old key must be made again. */
export function sameKey(subscribedWith: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!subscribedWith) return false;
  const a = new Uint8Array(subscribedWith);
  return a.length === key.length && a.every((byte, i) => byte === key[i]);
}

export function isIOS(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS says "Macintosh" but has a touch screen.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
