import { afterLoadWhenIdle } from "@/lib/after-load.ts";

/**
 * The service worker precaches the whole app so it opens offline; updates apply on next load.
 * It is registered after the first screen: its precache downloads every file of the app.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Offline at that moment (a phone losing signal): the next load registers it.
  afterLoadWhenIdle(() => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true })).catch(() => undefined));
}
